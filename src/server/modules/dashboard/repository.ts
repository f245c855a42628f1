import { inArray, ne, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../../domain/formulation/cost-summary.ts';
import type { Db } from '../../db/client.ts';
import { complianceIssues, formulations, ideationSessions } from '../../db/schema.ts';

/** Dashboard figures by aggregate SQL, never by loading every row (DESIGN §5). */
export function createDashboardRepository(db: Db) {
  return {
    async aggregates() {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`(count(*) filter (where ${inArray(formulations.status, [...ACTIVE_STATUSES])}))::int`,
          sumCostPerUnit: sql<string | null>`sum(${formulations.costPerUnit})::text`,
          sumTotalCost: sql<string | null>`sum(${formulations.totalCost})::text`,
        })
        .from(formulations);
      const [ideas] = await db.select({ n: sql<number>`count(*)::int` }).from(ideationSessions);
      const [issues] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(complianceIssues)
        .where(ne(complianceIssues.status, 'resolved'));
      const [highest] = await db
        .select({ id: formulations.id, name: formulations.name, costPerUnit: formulations.costPerUnit })
        .from(formulations)
        .orderBy(sql`${formulations.costPerUnit} desc nulls last`, formulations.createdAt)
        .limit(1);
      return { ...row!, ideas: ideas?.n ?? 0, openIssues: issues?.n ?? 0, highest };
    },
  };
}
