import { z } from 'zod';

export const dashboardStatsSchema = z.object({
  activeFormulations: z.number().int(),
  /** The mean at 4 decimals, for integrations. Screens show exactMean(sumCostPerUnit, totalFormulations, 2). */
  avgCostPerUnit: z.string(),
  /** The exact sum of every formulation's cost per unit: the average's single rounding starts from it. */
  sumCostPerUnit: z.string(),
  aiIdeasGenerated: z.number().int(),
  complianceIssues: z.number().int(),
  totalFormulations: z.number().int(),
  totalBatchCost: z.string(),
  highestCost: z.object({ id: z.string(), name: z.string(), costPerUnit: z.string() }).nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
