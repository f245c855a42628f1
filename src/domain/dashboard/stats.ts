import { z } from 'zod';
import { decimalText } from '../common/api-text.ts';

export const dashboardStatsSchema = z.object({
  activeFormulations: z.number().int(),
  /** The mean at 4 decimals, for integrations. Screens show exactMean(sumCostPerUnit, totalFormulations, 2). */
  avgCostPerUnit: decimalText,
  /** The exact sum of every formulation's cost per unit: the average's single rounding starts from it. */
  sumCostPerUnit: decimalText,
  aiIdeasGenerated: z.number().int(),
  complianceIssues: z.number().int(),
  /**
   * The unresolved issues per market they were raised for (ADR 058: an issue's region is its rule's market),
   * most first; issues reported without a region count under null.
   */
  complianceIssuesByMarket: z.array(z.object({ market: z.string().nullable(), count: z.number().int() })),
  totalFormulations: z.number().int(),
  totalBatchCost: decimalText,
  highestCost: z.object({ id: z.string(), name: z.string(), costPerUnit: decimalText }).nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
