import { z } from 'zod';
import { PRODUCT_TYPES } from '../formulation/constants.ts';
import { ANALYTICS_MESSAGES, ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from './periods.ts';

// The zod-free constants live in periods.ts, so the analytics screen's first download stays small (docs/product-rules.md, "Budgets").
export {
  ANALYTICS_MESSAGES,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  DEFAULT_ANALYTICS_PERIOD,
  EFFICIENCY_THRESHOLD_PERCENT,
  PERIOD_LABELS,
  PERIOD_MONTHS,
} from './periods.ts';

/** `?period=&productType=`; an empty product type means every type. */
export const analyticsQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: ANALYTICS_MESSAGES.period }).default(DEFAULT_ANALYTICS_PERIOD),
  productType: z
    .enum(['', ...PRODUCT_TYPES], { error: ANALYTICS_MESSAGES.productType })
    .optional()
    .transform((value) => value || undefined),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
