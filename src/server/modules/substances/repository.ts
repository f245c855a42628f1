import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ingredientSubstances, ingredients, substanceCountsAs, substances } from '../../db/schema.ts';

export type SubstanceRow = typeof substances.$inferSelect;
export type SubstanceInsert = typeof substances.$inferInsert;
export type SubstanceListRow = SubstanceRow & { usageCount: number };

export interface SubstanceFilter {
  limit?: number;
  offset?: number;
  q?: string;
  sort?: string;
  allergen?: boolean;
  function?: string;
}

// Qualified by hand: inside a subquery Drizzle would print the outer column unqualified.
const usageCount = sql<number>`(select count(*)::int from ingredient_substances c where c.substance_id = "substances"."id")`;

const SORTS: Record<string, SQL[]> = {
  inciName: [sql`lower(${substances.inciName}) asc`],
  '-inciName': [sql`lower(${substances.inciName}) desc`],
  usageCount: [sql`${usageCount} asc`, sql`lower(${substances.inciName}) asc`],
  '-usageCount': [sql`${usageCount} desc`, sql`lower(${substances.inciName}) asc`],
};

export function createSubstanceRepository(db: Executor) {
  function where(filter: SubstanceFilter) {
    const conditions: SQL[] = [];
    if (filter.q) {
      // By INCI name, any synonym or any CAS number (a CAS search typed with or without its dashes' spaces).
      const pattern = `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        sql`(${substances.inciName} ilike ${pattern}
          or array_to_string(${substances.synonyms}, ' | ') ilike ${pattern}
          or array_to_string(${substances.casNumbers}, ' ') ilike ${pattern}
          or ${substances.ecNumber} ilike ${pattern})`,
      );
    }
    if (filter.allergen !== undefined) conditions.push(eq(substances.allergen, filter.allergen));
    if (filter.function) conditions.push(sql`${filter.function} = any(${substances.functions})`);
    return conditions.length ? and(...conditions) : undefined;
  }

  return {
    async list(filter: SubstanceFilter): Promise<{ rows: SubstanceListRow[]; total: number }> {
      const condition = where(filter);
      const query = db
        .select({ substance: substances, usageCount })
        .from(substances)
        .where(condition)
        .orderBy(...(SORTS[filter.sort ?? 'inciName'] ?? SORTS.inciName!), asc(substances.id))
        .$dynamic();
      if (filter.limit !== undefined) query.limit(filter.limit).offset(filter.offset ?? 0);
      const rows = (await query).map((row) => ({ ...row.substance, usageCount: row.usageCount }));
      const total =
        filter.limit === undefined
          ? rows.length
          : ((await db.select({ n: count() }).from(substances).where(condition))[0]?.n ?? 0);
      return { rows, total };
    },

    async find(id: string, options: { forUpdate?: boolean } = {}): Promise<SubstanceListRow | undefined> {
      const query = db
        .select({ substance: substances, usageCount })
        .from(substances)
        .where(eq(substances.id, id))
        .$dynamic();
      if (options.forUpdate) query.for('update', { of: substances });
      const [row] = await query;
      return row && { ...row.substance, usageCount: row.usageCount };
    },

    /** What each of these substances counts as, with the target's name (DESIGN §9). */
    async countsAs(substanceIds: string[]) {
      if (substanceIds.length === 0) return [];
      return db
        .select({
          substanceId: substanceCountsAs.substanceId,
          targetId: substanceCountsAs.targetId,
          targetName: substances.inciName,
          factor: substanceCountsAs.factor,
        })
        .from(substanceCountsAs)
        .innerJoin(substances, eq(substances.id, substanceCountsAs.targetId))
        .where(inArray(substanceCountsAs.substanceId, substanceIds))
        .orderBy(asc(substances.inciName));
    },

    /** INCI names by id. */
    async names(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: substances.id, inciName: substances.inciName })
        .from(substances)
        .where(inArray(substances.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.inciName]));
    },

    async existingIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: substances.id }).from(substances).where(inArray(substances.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * id and name by a name given as text (a CSV file, a new raw material's INCI name), lower-cased: the substance
     * of that INCI name, else one that has it as a synonym ("Enzacamene" is 4-Methylbenzylidene Camphor).
     */
    async byInciNames(names: string[]): Promise<Map<string, { id: string; inciName: string }>> {
      const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))];
      if (wanted.length === 0) return new Map();
      const { rows } = await db.execute<{ name: string; id: string; inci_name: string }>(sql`
        select distinct on (q.name) q.name, s.id, s.inci_name
        from unnest(array[${sql.join(
          wanted.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[]) as q(name)
        join ${substances} s
          on lower(s.inci_name) = q.name
          or q.name = any (select lower(x) from unnest(s.synonyms) as x)
        order by q.name, (lower(s.inci_name) = q.name) desc, s.inci_name`);
      return new Map(rows.map((row) => [row.name, { id: row.id, inciName: row.inci_name }]));
    },

    async insert(values: SubstanceInsert) {
      const [row] = await db.insert(substances).values(values).returning();
      return row!;
    },

    /** Creates the names that do not exist yet (a concurrent insert of the same name is not an error). */
    async ensureInciNames(names: string[]) {
      if (names.length === 0) return;
      await db
        .insert(substances)
        .values(names.map((inciName) => ({ inciName })))
        .onConflictDoNothing();
    },

    async update(id: string, revision: number, values: Partial<SubstanceInsert>) {
      const [row] = await db
        .update(substances)
        .set({ ...values, revision: sql`${substances.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(substances.id, id), eq(substances.revision, revision)))
        .returning({ id: substances.id });
      return row;
    },

    async replaceCountsAs(substanceId: string, rows: { targetId: string; factor: string }[]) {
      await db.delete(substanceCountsAs).where(eq(substanceCountsAs.substanceId, substanceId));
      if (rows.length)
        await db.insert(substanceCountsAs).values(rows.map((row) => ({ substanceId, ...row })));
    },

    async remove(id: string) {
      await db.delete(substances).where(eq(substances.id, id));
    },

    /** Raw materials whose composition holds the substance. */
    async usedBy(id: string) {
      return db
        .select({ id: ingredients.id, name: ingredients.name })
        .from(ingredientSubstances)
        .innerJoin(ingredients, eq(ingredients.id, ingredientSubstances.ingredientId))
        .where(eq(ingredientSubstances.substanceId, id))
        .orderBy(asc(ingredients.name));
    },

    /** Substances that count as this one. */
    async countedAsBy(id: string) {
      return db
        .select({ id: substances.id, inciName: substances.inciName })
        .from(substanceCountsAs)
        .innerJoin(substances, eq(substances.id, substanceCountsAs.substanceId))
        .where(eq(substanceCountsAs.targetId, id))
        .orderBy(asc(substances.inciName));
    },

    /** Is another substance already filed under this INCI name (ignoring case)? */
    async nameTaken(inciName: string, exceptId?: string) {
      const [row] = await db
        .select({ id: substances.id })
        .from(substances)
        .where(
          and(
            eq(sql`lower(${substances.inciName})`, inciName.trim().toLowerCase()),
            exceptId ? sql`${substances.id} <> ${exceptId}` : undefined,
          ),
        );
      return Boolean(row);
    },
  };
}
export type SubstanceRepository = ReturnType<typeof createSubstanceRepository>;
