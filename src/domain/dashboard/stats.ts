import { z } from 'zod';

export const dashboardStatsSchema = z.object({
  activeFormulations: z.number().int(),
  avgCostPerUnit: z.string(),
  aiIdeasGenerated: z.number().int(),
  complianceIssues: z.number().int(),
  totalFormulations: z.number().int(),
  totalBatchCost: z.string(),
  highestCost: z.object({ id: z.string(), name: z.string(), costPerUnit: z.string() }).nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
