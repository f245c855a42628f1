import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { UsedAs } from '../../../domain/substance/constants.ts';
import type { Executor } from '../../db/client.ts';
import { ingredientNaturalOriginIndex } from '../../db/derived-sql.ts';
import {
  formulationIngredients,
  formulations,
  ingredientSubstances,
  ingredients,
  substances,
  suppliers,
} from '../../db/schema.ts';
import { containsPattern } from '../../db/search-pattern.ts';
import { sortOf } from './list-order.ts';

export type RawMaterialRow = typeof ingredients.$inferSelect;
export type RawMaterialInsert = typeof ingredients.$inferInsert;
export type RawMaterialListRow = RawMaterialRow & {
  supplierName: string | null;
  usageCount: number;
  naturalOriginIndex: string | null;
};
export type CompositionInsert = {
  substanceId: string;
  percent: string | null;
  minPercent: string | null;
  maxPercent: string | null;
  usedAs: UsedAs;
};

export interface RawMaterialFilter {
  limit?: number;
  offset?: number;
  q?: string;
  sort?: string;
  category?: string;
  supplierId?: string;
}

// Qualified by hand: inside a subquery Drizzle would print the outer column unqualified.
const usageCount = sql<number>`(select count(distinct fi.formulation_id)::int from formulation_ingredients fi where fi.ingredient_id = "ingredients"."id")`;

/** The list's columns, and `extra` ones (a search page's total). */
function listSelect<Extra extends SelectedFields>(db: Executor, extra: Extra = {} as Extra) {
  return db
    .select({
      rawMaterial: ingredients,
      supplierName: suppliers.name,
      usageCount,
      naturalOriginIndex: ingredientNaturalOriginIndex,
      ...extra,
    })
    .from(ingredients)
    .leftJoin(suppliers, eq(suppliers.id, ingredients.supplierId));
}

const flatten = (row: {
  rawMaterial: RawMaterialRow;
  supplierName: string | null;
  usageCount: number;
  naturalOriginIndex: string | null;
}): RawMaterialListRow => ({
  ...row.rawMaterial,
  supplierName: row.supplierName,
  usageCount: row.usageCount,
  naturalOriginIndex: row.naturalOriginIndex,
});

export function createRawMaterialRepository(db: Executor) {
  function where(filter: RawMaterialFilter) {
    const conditions: SQL[] = [];
    if (filter.q) {
      // Name and INCI text, both in the stored search text whose trigram index finds the candidates (ADR 067).
      conditions.push(sql`"ingredients"."search_text" like ${containsPattern(filter.q)}`);
    }
    if (filter.category) conditions.push(eq(ingredients.category, filter.category));
    if (filter.supplierId) conditions.push(eq(ingredients.supplierId, filter.supplierId));
    return conditions.length ? and(...conditions) : undefined;
  }

  const countOf = async (condition: SQL | undefined) =>
    (await db.select({ n: count() }).from(ingredients).where(condition))[0]?.n ?? 0;

  return {
    /** Every raw material with its search text (null: matches no search), in the list's order (the search index). */
    async searchRows() {
      const rows = await listSelect(db, {
        text: sql<string>`"ingredients"."search_text"`,
        group: sql<number>`dense_rank() over (order by ${ingredients.name})::int`,
      })
        .where(sql`"ingredients"."search_text" is not null`)
        .orderBy(asc(ingredients.name), asc(ingredients.id));
      return rows.map((row) => ({ row: flatten(row), text: row.text, group: row.group }));
    },

    async list(filter: RawMaterialFilter): Promise<{ rows: RawMaterialListRow[]; total: number }> {
      const condition = where(filter);
      if (filter.limit !== undefined && (filter.q?.trim().length ?? 0) >= 3) {
        // A search's page and its total in one statement (ADR 067): one index scan finds the matches, counted by
        // a window over their ids and sort keys only; the page's 25 rows are then read whole by id.
        const page = db
          .select({ id: ingredients.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
          .from(ingredients)
          .leftJoin(suppliers, eq(suppliers.id, ingredients.supplierId))
          .where(condition)
          .orderBy(...sortOf(filter), asc(ingredients.id))
          .limit(filter.limit)
          .offset(filter.offset ?? 0)
          .as('page');
        const found = await listSelect(db, { total: page.total })
          .innerJoin(page, eq(page.id, ingredients.id))
          .orderBy(...sortOf(filter), asc(ingredients.id));
        // No row to carry the total: nothing matched, or the page starts past the last match.
        const total = found[0]?.total ?? (filter.offset ? await countOf(condition) : 0);
        return { rows: found.map(flatten), total };
      }
      const query = listSelect(db)
        .where(condition)
        .orderBy(...sortOf(filter), asc(ingredients.id))
        .$dynamic();
      if (filter.limit !== undefined) query.limit(filter.limit).offset(filter.offset ?? 0);
      const rows = (await query).map(flatten);
      return { rows, total: filter.limit === undefined ? rows.length : await countOf(condition) };
    },

    /**
     * Raw materials whose name or a name in their INCI text is close to a search that found nothing ("did you
     * mean", ADR 067): word similarity (pg_trgm's `<%`) through the trigram indexes on lower(name) and
     * lower(inci_name); each with the closest of its names (the INCI text split at its commas), closest first.
     */
    async similarNames(text: string, options: { limit: number }) {
      const query = text.trim().toLowerCase();
      if (!query) return [];
      const { rows } = await db.execute<{
        id: string;
        name: string;
        matched_name: string;
        similarity: number;
      }>(sql`
        select i.id, i.name, best.name as matched_name, best.score::float8 as similarity
        from ${ingredients} i
        cross join lateral (
          select btrim(n.name) as name, word_similarity(${query}::text, lower(btrim(n.name))) as score
          from unnest(array[i.name] || string_to_array(coalesce(i.inci_name, ''), ',')) with ordinality as n(name, position)
          where btrim(n.name) <> ''
          -- Of two names holding the text equally ("Vegetable Glycerin", "Glycerin"), the one nearest as a whole.
          order by score desc, similarity(${query}::text, lower(btrim(n.name))) desc, n.position
          limit 1
        ) best
        where ${query}::text <% lower(i.name) or ${query}::text <% lower(i.inci_name)
        order by best.score desc, i.name
        limit ${options.limit}`);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        matchedName: row.matched_name,
        similarity: Number(row.similarity),
      }));
    },

    async find(id: string): Promise<RawMaterialListRow | undefined> {
      const [row] = await listSelect(db).where(eq(ingredients.id, id));
      return row && flatten(row);
    },

    async lockForUpdate(id: string): Promise<RawMaterialRow | undefined> {
      const [row] = await db.select().from(ingredients).where(eq(ingredients.id, id)).for('update');
      return row;
    },

    async insert(values: RawMaterialInsert) {
      const [row] = await db.insert(ingredients).values(values).returning();
      return row!;
    },

    async insertMany(values: RawMaterialInsert[]) {
      if (values.length === 0) return [];
      return db.insert(ingredients).values(values).returning({ id: ingredients.id, name: ingredients.name });
    },

    async update(id: string, revision: number, values: Partial<RawMaterialInsert>) {
      const [row] = await db
        .update(ingredients)
        .set({ ...values, revision: sql`${ingredients.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(ingredients.id, id), eq(ingredients.revision, revision)))
        .returning();
      return row;
    },

    async remove(id: string) {
      await db.delete(ingredients).where(eq(ingredients.id, id));
    },

    /** Where used: each formulation with this raw material and its % w/w there. */
    async whereUsed(id: string) {
      const totals = db
        .select({
          formulationId: formulationIngredients.formulationId,
          recipe: sql<string>`sum(${formulationIngredients.ounces})`.as('recipe'),
        })
        .from(formulationIngredients)
        .groupBy(formulationIngredients.formulationId)
        .as('totals');
      return db
        .select({
          formulationId: formulations.id,
          name: formulations.name,
          version: formulations.version,
          status: formulations.status,
          ounces: sql<string>`sum(${formulationIngredients.ounces})`,
          recipeOunces: sql<string>`max(${totals.recipe})`,
        })
        .from(formulationIngredients)
        .innerJoin(formulations, eq(formulations.id, formulationIngredients.formulationId))
        .innerJoin(totals, eq(totals.formulationId, formulations.id))
        .where(eq(formulationIngredients.ingredientId, id))
        .groupBy(formulations.id)
        .orderBy(asc(formulations.name), asc(formulations.version));
    },

    /** The compositions of these raw materials (of every one when 'all'), rows in the order they were entered. */
    async compositions(rawMaterialIds: string[] | 'all') {
      if (rawMaterialIds.length === 0) return [];
      return db
        .select({
          ingredientId: ingredientSubstances.ingredientId,
          substanceId: ingredientSubstances.substanceId,
          inciName: substances.inciName,
          percent: ingredientSubstances.percent,
          minPercent: ingredientSubstances.minPercent,
          maxPercent: ingredientSubstances.maxPercent,
          // The column's check constraint holds it to the domain's list.
          usedAs: sql<UsedAs>`${ingredientSubstances.usedAs}`,
          unreviewed: substances.unreviewed,
        })
        .from(ingredientSubstances)
        .innerJoin(substances, eq(substances.id, ingredientSubstances.substanceId))
        .where(
          rawMaterialIds === 'all' ? undefined : inArray(ingredientSubstances.ingredientId, rawMaterialIds),
        )
        .orderBy(asc(ingredientSubstances.ingredientId), asc(ingredientSubstances.position));
    },

    async replaceComposition(ingredientId: string, rows: CompositionInsert[]) {
      await db.delete(ingredientSubstances).where(eq(ingredientSubstances.ingredientId, ingredientId));
      if (rows.length) {
        await db
          .insert(ingredientSubstances)
          .values(rows.map((row, position) => ({ ...row, ingredientId, position })));
      }
    },

    /** One row's function of use (an approved proposal, ADR 037). */
    async setUsedAs(ingredientId: string, substanceId: string, usedAs: UsedAs) {
      await db
        .update(ingredientSubstances)
        .set({ usedAs })
        .where(
          and(
            eq(ingredientSubstances.ingredientId, ingredientId),
            eq(ingredientSubstances.substanceId, substanceId),
          ),
        );
    },

    /** The INCI names of substances by id (a proposal names the rows it changes). */
    async substanceNames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: substances.id, inciName: substances.inciName })
        .from(substances)
        .where(inArray(substances.id, ids));
      return new Map(rows.map((row) => [row.id, row.inciName]));
    },

    /** Several raw materials' compositions in one statement (a CSV import). */
    async insertCompositions(rows: (CompositionInsert & { ingredientId: string; position: number })[]) {
      if (rows.length) await db.insert(ingredientSubstances).values(rows);
    },

    async supplierIdsByName() {
      const rows = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers);
      return new Map(rows.map((row) => [row.name.trim().toLowerCase(), row.id]));
    },

    async supplierExists(id: string) {
      const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id));
      return Boolean(row);
    },
  };
}
export type RawMaterialRepository = ReturnType<typeof createRawMaterialRepository>;
