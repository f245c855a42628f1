// The analytics filters' constants, free of zod (docs/product-rules.md, "Budgets"); constants.ts re-exports them.

/** The analytics screen's period filter: the last 3, 6 or 12 months, the current month included. */
export const ANALYTICS_PERIODS = ['3m', '6m', '12m'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '6m';

export const PERIOD_MONTHS: Record<AnalyticsPeriod, number> = { '3m': 3, '6m': 6, '12m': 12 };
export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '3m': 'Last 3 months',
  '6m': 'Last 6 months',
  '12m': 'Last 12 months',
};

/** A month is "efficient" (green badge) when its savings are above this share of its cost (spec: 20 %). */
export const EFFICIENCY_THRESHOLD_PERCENT = 20;

export const ANALYTICS_MESSAGES = {
  period: 'Period must be one of 3m, 6m, 12m',
  productType: 'Product type is invalid',
} as const;
