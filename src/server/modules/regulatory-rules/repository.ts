import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { regulatoryRules, substances } from '../../db/schema.ts';

export type RuleRow = typeof regulatoryRules.$inferSelect & { substanceName: string | null };
export type RuleInsert = typeof regulatoryRules.$inferInsert;

export function createRuleRepository(db: Executor) {
  function select() {
    return db
      .select({ rule: regulatoryRules, substanceName: substances.inciName })
      .from(regulatoryRules)
      .leftJoin(substances, eq(substances.id, regulatoryRules.substanceId));
  }
  const flatten = (row: { rule: typeof regulatoryRules.$inferSelect; substanceName: string | null }) => ({
    ...row.rule,
    substanceName: row.substanceName,
  });

  return {
    /** The library by rule type (bans, limits, conditions, allergens, warnings, missing INCI), then name. */
    async list(): Promise<RuleRow[]> {
      const typeRank = sql`case ${regulatoryRules.ruleType} when 'prohibited' then 0 when 'max_concentration' then 1 when 'conditional' then 2 when 'allergen_label' then 3 when 'mandatory_warning' then 4 else 5 end`;
      const rows = await select().orderBy(typeRank, asc(regulatoryRules.name), asc(regulatoryRules.id));
      return rows.map(flatten);
    },

    async find(id: string, options: { forUpdate?: boolean } = {}): Promise<RuleRow | undefined> {
      const query = select().where(eq(regulatoryRules.id, id)).$dynamic();
      if (options.forUpdate) query.for('update', { of: regulatoryRules });
      const [row] = await query;
      return row && flatten(row);
    },

    /** Active rules whose date of coming into force (applies from, else no placing on the market from) is `day`. */
    async comingIntoForce(day: string): Promise<RuleRow[]> {
      const rows = await select().where(
        and(
          eq(regulatoryRules.isActive, true),
          sql`coalesce(${regulatoryRules.appliesFrom}, ${regulatoryRules.placingBanFrom}) = ${day}::date`,
        ),
      );
      return rows.map(flatten);
    },

    async substanceExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: substances.id }).from(substances).where(eq(substances.id, id));
      return Boolean(row);
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
