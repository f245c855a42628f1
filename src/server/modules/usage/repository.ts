import { desc, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { featureUsage } from '../../db/schema.ts';

export function createUsageRepository(db: Executor) {
  return {
    async count(day: string, feature: string) {
      await db
        .insert(featureUsage)
        .values({ day, feature, uses: 1 })
        .onConflictDoUpdate({
          target: [featureUsage.day, featureUsage.feature],
          set: { uses: sql`${featureUsage.uses} + 1` },
        });
    },
    async top(since: string, limit: number) {
      const uses = sql<number>`sum(${featureUsage.uses})::int`;
      return db
        .select({ feature: featureUsage.feature, uses })
        .from(featureUsage)
        .where(gte(featureUsage.day, since))
        .groupBy(featureUsage.feature)
        .orderBy(desc(uses), featureUsage.feature)
        .limit(limit);
    },
  };
}
