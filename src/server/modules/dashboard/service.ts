import type { DashboardStats } from '../../../domain/dashboard/stats.ts';
import { D, toScale } from '../../../domain/formulation/cost.ts';
import { meanOf } from '../../../domain/formulation/cost-summary.ts';
import type { Db } from '../../db/client.ts';
import { createDashboardRepository } from './repository.ts';

export function createDashboardService({ db }: { db: Db }) {
  const repo = createDashboardRepository(db);
  return {
    async stats(): Promise<DashboardStats> {
      const a = await repo.aggregates();
      return {
        activeFormulations: a.active,
        avgCostPerUnit: meanOf(a.sumCostPerUnit, a.total),
        sumCostPerUnit: toScale(D(a.sumCostPerUnit ?? 0), 4),
        aiIdeasGenerated: a.ideas,
        complianceIssues: a.openIssues,
        complianceIssuesByMarket: a.byMarket,
        totalFormulations: a.total,
        totalBatchCost: toScale(D(a.sumTotalCost ?? 0), 4),
        highestCost: a.highest ?? null,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
