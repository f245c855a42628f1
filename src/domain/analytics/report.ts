import { z } from 'zod';
import { decimalText } from '../common/api-text.ts';
import { FORMULATION_STATUSES, PRODUCT_TYPES, statusLabel } from '../formulation/constants.ts';
import { D, toScale } from '../formulation/cost.ts';
import { ACTIVE_STATUSES } from '../formulation/cost-summary.ts';
import { type AnalyticsPeriod, PERIOD_MONTHS } from './constants.ts';
import { averageDevelopmentMonths, firstApproval, historyByFormulation } from './development-time.ts';
import { monthlyActivity, periodMonths } from './monthly.ts';
import { costSavings } from './savings.ts';
import { type AnalyticsFormulation, type StatusChange, toTime } from './types.ts';

/** Formulations per status, every status listed (zero included) in the pipeline's order. */
export function statusDistribution(formulations: readonly Pick<AnalyticsFormulation, 'status'>[]) {
  return FORMULATION_STATUSES.map((status) => ({
    status,
    label: statusLabel(status),
    count: formulations.filter((f) => f.status === status).length,
  }));
}

/** Mean cost per unit (USD, 2 decimals) of each product type that has formulations, in the form's order. */
export function costByProductType(
  formulations: readonly Pick<AnalyticsFormulation, 'productType' | 'costPerUnit'>[],
) {
  return PRODUCT_TYPES.flatMap((productType) => {
    const group = formulations.filter((f) => f.productType === productType);
    if (group.length === 0) return [];
    const sum = group.reduce((total, f) => total.plus(f.costPerUnit), D(0));
    return [
      {
        productType,
        label: statusLabel(productType),
        averageCostPerUnit: toScale(sum.div(group.length), 2),
        count: group.length,
      },
    ];
  });
}

export interface AnalyticsInput {
  /** Every formulation (the product-type filter is applied here). */
  formulations: readonly AnalyticsFormulation[];
  history: readonly StatusChange[];
  now: Date;
  period: AnalyticsPeriod;
  productType?: string;
}

/**
 * The analytics screen from live data, for the chosen product type. The period filter governs every figure:
 * projects are the formulations created in the period (active: those of them in development or testing now);
 * cost savings compare first and latest version of the products whose latest version came out in the period;
 * development time averages the formulations first approved in the period; the charts and the monthly series
 * cover the same months.
 */
export function analyticsReport(input: AnalyticsInput): AnalyticsReport {
  const selected = input.productType
    ? input.formulations.filter((f) => f.productType === input.productType)
    : input.formulations;
  const ids = new Set(selected.map((f) => f.id));
  const history = input.history.filter((change) => ids.has(change.formulationId));
  const months = periodMonths(input.now, PERIOD_MONTHS[input.period]);
  const start = months[0]!.start;
  const created = selected.filter((f) => toTime(f.createdAt) >= start);
  const byFormulation = historyByFormulation(history);
  const approvedInPeriod = selected.filter((f) => (firstApproval(byFormulation.get(f.id)) ?? 0) >= start);
  const development = averageDevelopmentMonths(approvedInPeriod, history);
  return {
    period: input.period,
    productType: input.productType ?? null,
    cards: {
      totalProjects: created.length,
      activeProjects: created.filter((f) => (ACTIVE_STATUSES as readonly string[]).includes(f.status)).length,
      costSavings: costSavings(selected, start),
      averageDevelopmentMonths: development.months,
      approvedProjects: development.approved,
    },
    statusDistribution: statusDistribution(created),
    costByProductType: costByProductType(created),
    monthly: monthlyActivity(months, selected, history, input.formulations),
  };
}

export const analyticsReportSchema = z.object({
  period: z.string(),
  productType: z.string().nullable(),
  cards: z.object({
    totalProjects: z.number().int(),
    activeProjects: z.number().int(),
    costSavings: z.object({ amount: decimalText, products: z.number().int() }),
    averageDevelopmentMonths: z.string().nullable(),
    approvedProjects: z.number().int(),
  }),
  statusDistribution: z.array(z.object({ status: z.string(), label: z.string(), count: z.number().int() })),
  costByProductType: z.array(
    z.object({
      productType: z.string(),
      label: z.string(),
      averageCostPerUnit: decimalText,
      count: z.number().int(),
    }),
  ),
  monthly: z.array(
    z.object({
      month: z.string(),
      label: z.string(),
      newFormulations: z.number().int(),
      approved: z.number().int(),
      totalCost: decimalText,
      savings: decimalText,
      efficiencyPercent: z.string().nullable(),
      efficient: z.boolean(),
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
