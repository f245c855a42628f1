import { z } from 'zod';
import { FORMULATION_STATUSES, PRODUCT_TYPES, statusLabel } from '../formulation/constants.ts';
import { D, toScale } from '../formulation/cost.ts';
import { ACTIVE_STATUSES } from '../formulation/cost-summary.ts';
import { type AnalyticsPeriod, PERIOD_MONTHS } from './constants.ts';
import { averageDevelopmentMonths } from './development-time.ts';
import { monthlyActivity, periodMonths } from './monthly.ts';
import { costSavings } from './savings.ts';
import type { AnalyticsFormulation, StatusChange } from './types.ts';

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
 * The analytics screen from live data. Cards and the two snapshot charts cover every formulation of the chosen
 * product type; the monthly series covers the period's months.
 */
export function analyticsReport(input: AnalyticsInput): AnalyticsReport {
  const selected = input.productType
    ? input.formulations.filter((f) => f.productType === input.productType)
    : input.formulations;
  const ids = new Set(selected.map((f) => f.id));
  const history = input.history.filter((change) => ids.has(change.formulationId));
  const development = averageDevelopmentMonths(selected, history);
  const months = periodMonths(input.now, PERIOD_MONTHS[input.period]);
  return {
    period: input.period,
    productType: input.productType ?? null,
    cards: {
      totalProjects: selected.length,
      activeProjects: selected.filter((f) => (ACTIVE_STATUSES as readonly string[]).includes(f.status))
        .length,
      costSavings: costSavings(selected),
      averageDevelopmentMonths: development.months,
      approvedProjects: development.approved,
    },
    statusDistribution: statusDistribution(selected),
    costByProductType: costByProductType(selected),
    monthly: monthlyActivity(months, selected, history, input.formulations),
  };
}

export const analyticsReportSchema = z.object({
  period: z.string(),
  productType: z.string().nullable(),
  cards: z.object({
    totalProjects: z.number().int(),
    activeProjects: z.number().int(),
    costSavings: z.object({ amount: z.string(), products: z.number().int() }),
    averageDevelopmentMonths: z.string().nullable(),
    approvedProjects: z.number().int(),
  }),
  statusDistribution: z.array(z.object({ status: z.string(), label: z.string(), count: z.number().int() })),
  costByProductType: z.array(
    z.object({
      productType: z.string(),
      label: z.string(),
      averageCostPerUnit: z.string(),
      count: z.number().int(),
    }),
  ),
  monthly: z.array(
    z.object({
      month: z.string(),
      label: z.string(),
      newFormulations: z.number().int(),
      approved: z.number().int(),
      totalCost: z.string(),
      savings: z.string(),
      efficiencyPercent: z.string().nullable(),
      efficient: z.boolean(),
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
