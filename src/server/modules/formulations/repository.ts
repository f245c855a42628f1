import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FormulationSort } from '../../../domain/formulation/formulation.ts';
import type { Db, Executor } from '../../db/client.ts';
import {
  formulationIngredients,
  formulationStatusHistory,
  formulations,
  ingredients,
} from '../../db/schema.ts';

export type FormulationRow = typeof formulations.$inferSelect & { ingredientCount: number };

export interface ListFilter {
  limit?: number;
  offset?: number;
  q?: string;
  sort?: FormulationSort;
  status?: string;
  productType?: string;
}

// Qualified by hand: inside a subquery Drizzle would print the outer column unqualified.
const ingredientCount = sql<number>`(select count(*)::int from formulation_ingredients fi where fi.formulation_id = "formulations"."id")`;

// Each ends on the id, so that a page boundary never splits or repeats a tie. Dearest first also orders ties
// oldest first: the order of formulations_cost_per_unit_idx, so the first page reads the top of the index.
export const FORMULATION_ORDER: Readonly<Record<FormulationSort, SQL[]>> = {
  name: [asc(formulations.name)],
  '-name': [desc(formulations.name)],
  createdAt: [asc(formulations.createdAt)],
  '-createdAt': [desc(formulations.createdAt)],
  costPerUnit: [asc(formulations.costPerUnit)],
  '-costPerUnit': [desc(formulations.costPerUnit), asc(formulations.createdAt)],
  status: [asc(formulations.status)],
  '-status': [desc(formulations.status)],
};

/** A stored line as an update sees it: the save keeps its id when the same raw material stays at its position. */
export interface StoredLine {
  id: string;
  ingredientId: string;
  position: number;
}

// Qualified by hand, as ingredientCount above.
const storedLines = sql<StoredLine[]>`(select coalesce(json_agg(json_build_object('id', fi.id,
  'ingredientId', fi.ingredient_id, 'position', fi.position)), '[]'::json)
  from formulation_ingredients fi where fi.formulation_id = "formulations"."id")`;

/**
 * Formulations' stored rows as updates read them before their statement, by id, each with its lines' ids: one
 * prepared statement (ADR 025) for the reads that arrive together (ADR 025), made once per service.
 */
export function prepareCurrent(db: Db) {
  const query = db
    .select({ row: formulations, lines: storedLines })
    .from(formulations)
    .where(sql`${formulations.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('formulations_current');
  return async (ids: readonly string[]) =>
    new Map(
      (await query.execute({ ids: `{${ids.join(',')}}` })).map((found) => [found.row.id, found] as const),
    );
}

export function createFormulationRepository(db: Executor) {
  function where(filter: ListFilter) {
    const conditions: SQL[] = [];
    if (filter.q) {
      const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(ilike(formulations.name, pattern), ilike(formulations.description, pattern))!);
    }
    if (filter.status) conditions.push(eq(formulations.status, filter.status));
    if (filter.productType) conditions.push(eq(formulations.productType, filter.productType));
    return conditions.length ? and(...conditions) : undefined;
  }

  return {
    async list(filter: ListFilter): Promise<{ rows: FormulationRow[]; total: number }> {
      const condition = where(filter);
      const query = db
        .select({ formulation: formulations, ingredientCount })
        .from(formulations)
        .where(condition)
        .orderBy(...FORMULATION_ORDER[filter.sort ?? '-createdAt'], asc(formulations.id))
        .$dynamic();
      if (filter.limit !== undefined) query.limit(filter.limit).offset(filter.offset ?? 0);
      const rows = (await query).map((row) => ({ ...row.formulation, ingredientCount: row.ingredientCount }));
      const total =
        filter.limit === undefined
          ? rows.length
          : ((await db.select({ n: count() }).from(formulations).where(condition))[0]?.n ?? 0);
      return { rows, total };
    },

    async find(id: string, options: { forUpdate?: boolean } = {}): Promise<FormulationRow | undefined> {
      const query = db
        .select({ formulation: formulations, ingredientCount })
        .from(formulations)
        .where(eq(formulations.id, id))
        .$dynamic();
      if (options.forUpdate) query.for('update', { of: formulations });
      const [row] = await query;
      return row && { ...row.formulation, ingredientCount: row.ingredientCount };
    },

    async lines(formulationIds: string[]) {
      if (formulationIds.length === 0) return [];
      return db
        .select({
          id: formulationIngredients.id,
          formulationId: formulationIngredients.formulationId,
          ingredientId: formulationIngredients.ingredientId,
          ounces: formulationIngredients.ounces,
          cost: formulationIngredients.cost,
          position: formulationIngredients.position,
          phase: formulationIngredients.phase,
          percent: formulationIngredients.percent,
          qs: formulationIngredients.qs,
          ingredientName: ingredients.name,
          inciName: ingredients.inciName,
          category: ingredients.category,
          unit: ingredients.unit,
          unitCost: ingredients.unitCost,
          density: ingredients.density,
        })
        .from(formulationIngredients)
        .innerJoin(ingredients, eq(ingredients.id, formulationIngredients.ingredientId))
        .where(inArray(formulationIngredients.formulationId, formulationIds))
        .orderBy(asc(formulationIngredients.formulationId), asc(formulationIngredients.position));
    },

    /** Lines with the ingredients' footprint data, for the sustainability figures. */
    async footprintLines(formulationIds?: string[]) {
      return db
        .select({
          formulationId: formulationIngredients.formulationId,
          ounces: formulationIngredients.ounces,
          waterLitersPerOz: ingredients.waterLitersPerOz,
          carbonKgPerOz: ingredients.carbonKgPerOz,
        })
        .from(formulationIngredients)
        .innerJoin(ingredients, eq(ingredients.id, formulationIngredients.ingredientId))
        .where(formulationIds ? inArray(formulationIngredients.formulationId, formulationIds) : undefined);
    },

    /** Prices with their revisions, which a save's statement checks (save-statement.ts). */
    async rawMaterialPrices(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: ingredients.id,
          name: ingredients.name,
          inciName: ingredients.inciName,
          category: ingredients.category,
          unitCost: ingredients.unitCost,
          unit: ingredients.unit,
          density: ingredients.density,
          revision: ingredients.revision,
          // A perfume's IFRA levels (ADR 063) with the prices: the save's IFRA check then needs no query of its
          // own, and the statement's revision guard covers them as it covers the price.
          declaredAsParfum: ingredients.declaredAsParfum,
          ifraLimits: ingredients.ifraLimits,
          // Read with the prices, so the save's compliance check needs no round trip of its own (ADR 014).
          catalogueVersion: sql<number>`(select version from catalogue_version)`.mapWith(Number),
        })
        .from(ingredients)
        .where(inArray(ingredients.id, ids))
        .orderBy(ingredients.id);
    },

    async remove(id: string) {
      const [row] = await db
        .delete(formulations)
        .where(eq(formulations.id, id))
        .returning({ id: formulations.id });
      return row;
    },

    async statusHistory(formulationId: string) {
      return db
        .select()
        .from(formulationStatusHistory)
        .where(eq(formulationStatusHistory.formulationId, formulationId))
        .orderBy(asc(formulationStatusHistory.changedAt));
    },

    async versions(lineageId: string) {
      return db
        .select({ formulation: formulations, ingredientCount })
        .from(formulations)
        .where(eq(formulations.lineageId, lineageId))
        .orderBy(asc(formulations.version))
        .then((rows) => rows.map((row) => ({ ...row.formulation, ingredientCount: row.ingredientCount })));
    },

    /** The next version of a product (the unique index on lineage and version settles a race). */
    async nextVersion(lineageId: string): Promise<number> {
      const [row] = await db
        .select({ max: sql<number>`coalesce(max(${formulations.version}), 0)::int` })
        .from(formulations)
        .where(eq(formulations.lineageId, lineageId));
      return (row?.max ?? 0) + 1;
    },

    /** Formulations with a line of this raw material, locked for the recompute that follows a price change. */
    async idsUsingRawMaterial(ingredientId: string, options: { lock?: boolean } = {}) {
      // One statement, locked in id order when asked (the order every locker takes), however many there are.
      const { rows } = await db.execute<{ id: string }>(sql`
        select ${formulations.id} as id from ${formulations}
        where ${formulations.id} in (
          select ${formulationIngredients.formulationId} from ${formulationIngredients}
          where ${formulationIngredients.ingredientId} = ${ingredientId})
        order by ${formulations.id}
        ${options.lock ? sql`for update` : sql``}`);
      return rows.map((row) => row.id);
    },

    async namesUsingRawMaterial(ingredientId: string) {
      return db
        .selectDistinct({ id: formulations.id, name: formulations.name, version: formulations.version })
        .from(formulations)
        .innerJoin(formulationIngredients, eq(formulationIngredients.formulationId, formulations.id))
        .where(eq(formulationIngredients.ingredientId, ingredientId))
        .orderBy(asc(formulations.name));
    },
  };
}
export type FormulationRepository = ReturnType<typeof createFormulationRepository>;
