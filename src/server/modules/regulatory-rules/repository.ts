import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { regulatoryRules } from '../../db/schema.ts';

export type RuleRow = typeof regulatoryRules.$inferSelect;
export type RuleInsert = typeof regulatoryRules.$inferInsert;

export function createRuleRepository(db: Executor) {
  return {
    /** The library by rule type (bans, limits, allergens, then missing INCI names), then name. */
    list(): Promise<RuleRow[]> {
      const typeRank = sql`case ${regulatoryRules.ruleType} when 'prohibited' then 0 when 'max_concentration' then 1 when 'allergen_label' then 2 else 3 end`;
      return db
        .select()
        .from(regulatoryRules)
        .orderBy(typeRank, asc(regulatoryRules.name), asc(regulatoryRules.id));
    },

    async find(id: string, options: { forUpdate?: boolean } = {}): Promise<RuleRow | undefined> {
      const query = db.select().from(regulatoryRules).where(eq(regulatoryRules.id, id)).$dynamic();
      if (options.forUpdate) query.for('update');
      const [row] = await query;
      return row;
    },

    async insert(values: RuleInsert) {
      const [row] = await db.insert(regulatoryRules).values(values).returning({ id: regulatoryRules.id });
      return row!;
    },

    async update(id: string, revision: number, values: Partial<RuleInsert>) {
      const [row] = await db
        .update(regulatoryRules)
        .set({ ...values, revision: sql`${regulatoryRules.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(regulatoryRules.id, id), eq(regulatoryRules.revision, revision)))
        .returning({ id: regulatoryRules.id });
      return row;
    },

    async remove(id: string) {
      await db.delete(regulatoryRules).where(eq(regulatoryRules.id, id));
    },
  };
}
