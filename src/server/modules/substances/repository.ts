import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ingredientSubstances, ingredients, substanceCountsAs, substances } from '../../db/schema.ts';
import { containsPattern } from '../../db/search-pattern.ts';
import { createSubstanceNameLookups } from './name-lookups.ts';

export type SubstanceRow = typeof substances.$inferSelect;
export type SubstanceInsert = typeof substances.$inferInsert;
export type SubstanceListRow = SubstanceRow & { usageCount: number };
/** How a name given as text found its substance. */

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

/**
 * A search of three characters or more (one trigram) sorts the matches its index found. Ordered by the name's own
 * expression, the planner would rather walk the name index and test every row until a page matched, which reads
 * most of the catalogue for a text found only past "D" (ADR 067); `|| ''` sorts the same but is not that index.
 */
const searchesByIndex = (q: string | undefined) => (q?.trim().length ?? 0) >= 3;

const SORTS: Record<string, SQL[]> = {
  inciName: [sql`lower(${substances.inciName}) asc`],
  '-inciName': [sql`lower(${substances.inciName}) desc`],
  'search:inciName': [sql`lower(${substances.inciName}) || '' asc`],
  'search:-inciName': [sql`lower(${substances.inciName}) || '' desc`],
  usageCount: [sql`${usageCount} asc`, sql`lower(${substances.inciName}) asc`],
  '-usageCount': [sql`${usageCount} desc`, sql`lower(${substances.inciName}) asc`],
};

function sortOf(filter: SubstanceFilter): SQL[] {
  const sort = filter.sort && SORTS[filter.sort] ? filter.sort : 'inciName';
  return (searchesByIndex(filter.q) && SORTS[`search:${sort}`]) || SORTS[sort]!;
}

export function createSubstanceRepository(db: Executor) {
  function where(filter: SubstanceFilter) {
    const conditions: SQL[] = [];
    if (filter.q) {
      // By INCI name, any synonym, any CAS number or the EC number: all four in the stored search text, whose
      // trigram index finds the candidates (ADR 067), so a search of 30,000 substances reads its matches only.
      conditions.push(sql`"substances"."search_text" like ${containsPattern(filter.q)}`);
    }
    if (filter.allergen !== undefined) conditions.push(eq(substances.allergen, filter.allergen));
    if (filter.function) conditions.push(sql`${filter.function} = any(${substances.functions})`);
    return conditions.length ? and(...conditions) : undefined;
  }
  const countOf = async (condition: SQL | undefined) =>
    (await db.select({ n: count() }).from(substances).where(condition))[0]?.n ?? 0;

  return {
    async list(filter: SubstanceFilter): Promise<{ rows: SubstanceListRow[]; total: number }> {
      const condition = where(filter);
      if (filter.limit !== undefined && searchesByIndex(filter.q)) {
        // A search's page and its total in one statement (ADR 067): one index scan finds the matches, counted by
        // a window over their ids and sort keys only; the page's 25 rows are then read whole by id.
        const page = db
          .select({ id: substances.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
          .from(substances)
          .where(condition)
          .orderBy(...sortOf(filter), asc(substances.id))
          .limit(filter.limit)
          .offset(filter.offset ?? 0)
          .as('page');
        const found = await db
          .select({ substance: substances, usageCount, total: page.total })
          .from(substances)
          .innerJoin(page, eq(page.id, substances.id))
          .orderBy(...sortOf(filter), asc(substances.id));
        const rows = found.map((row) => ({ ...row.substance, usageCount: row.usageCount }));
        // No row to carry the total: nothing matched, or the page starts past the last match.
        const total = found[0]?.total ?? (filter.offset ? await countOf(condition) : 0);
        return { rows, total };
      }
      const query = db
        .select({ substance: substances, usageCount })
        .from(substances)
        .where(condition)
        .orderBy(...sortOf(filter), asc(substances.id))
        .$dynamic();
      if (filter.limit !== undefined) query.limit(filter.limit).offset(filter.offset ?? 0);
      const rows = (await query).map((row) => ({ ...row.substance, usageCount: row.usageCount }));
      return { rows, total: filter.limit === undefined ? rows.length : await countOf(condition) };
    },

    /** Every substance with its search text (null: matches no search), in the list's order, for the search index. */
    async searchRows() {
      return db
        .select({
          substance: substances,
          usageCount,
          text: sql<string>`"substances"."search_text"`,
          group: sql<number>`dense_rank() over (order by lower(${substances.inciName}))::int`,
        })
        .from(substances)
        .where(sql`"substances"."search_text" is not null`)
        .orderBy(sql`lower(${substances.inciName})`, asc(substances.id));
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

    /**
     * What each of these substances counts as (every substance's when 'all'), with the target's name
     * (docs/product-rules.md, "Compliance").
     */
    async countsAs(substanceIds: string[] | 'all') {
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
        .where(substanceIds === 'all' ? undefined : inArray(substanceCountsAs.substanceId, substanceIds))
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

    ...createSubstanceNameLookups(db),

    async insert(values: SubstanceInsert) {
      const [row] = await db.insert(substances).values(values).returning();
      return row!;
    },

    /**
     * Creates substances for names nothing matched, marked unreviewed (a concurrent insert of the same name is not
     * an error); returns the ones this call created.
     */
    async insertUnreviewed(rows: Pick<SubstanceInsert, 'inciName' | 'casNumbers' | 'ecNumber'>[]) {
      if (rows.length === 0) return [];
      return db
        .insert(substances)
        .values(rows.map((row) => ({ ...row, unreviewed: true })))
        .onConflictDoNothing()
        .returning({ id: substances.id, inciName: substances.inciName });
    },

    /** Marks a substance reviewed, at the revision read. */
    async markReviewed(id: string, revision: number) {
      const [row] = await db
        .update(substances)
        .set({ unreviewed: false, revision: sql`${substances.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(substances.id, id), eq(substances.revision, revision)))
        .returning({ id: substances.id });
      return row;
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
