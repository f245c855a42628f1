import { asc, desc, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { complianceIssues, formulations, formulationTotals, ideationSessions } from '../../db/schema.ts';

/** Dashboard figures by aggregate SQL, never by loading every row (docs/product-rules.md, "API conventions"). */
export function createDashboardRepository(db: Db) {
  return {
    async aggregates() {
      // The triggers' running totals (migration 0009): at most 64 rows, however many formulations there are.
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum(${formulationTotals.formulations}), 0)::int`,
          active: sql<number>`coalesce(sum(${formulationTotals.active}), 0)::int`,
          sumCostPerUnit: sql<string | null>`sum(${formulationTotals.sumCostPerUnit})::text`,
          sumTotalCost: sql<string | null>`sum(${formulationTotals.sumTotalCost})::text`,
        })
        .from(formulationTotals);
      const [ideas] = await db.select({ n: sql<number>`count(*)::int` }).from(ideationSessions);
      const byMarket = await db
        .select({ market: complianceIssues.region, count: sql<number>`count(*)::int` })
        .from(complianceIssues)
        .where(ne(complianceIssues.status, 'resolved'))
        .groupBy(complianceIssues.region)
        .orderBy(desc(sql`count(*)`), sql`${complianceIssues.region} nulls last`);
      const [highest] = await db
        .select({ id: formulations.id, name: formulations.name, costPerUnit: formulations.costPerUnit })
        .from(formulations)
        .orderBy(desc(formulations.costPerUnit), asc(formulations.createdAt), asc(formulations.id))
        .limit(1);
      return {
        ...row!,
        ideas: ideas?.n ?? 0,
        openIssues: byMarket.reduce((sum, market) => sum + market.count, 0),
        byMarket,
        highest,
      };
    },
  };
}
