import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  formulationIngredients,
  formulationStatusHistory,
  formulations,
  ingredients,
} from '../../db/schema.ts';

export type FormulationRow = typeof formulations.$inferSelect & { ingredientCount: number };
export type FormulationInsert = typeof formulations.$inferInsert;
export type LineInsert = typeof formulationIngredients.$inferInsert;

export interface ListFilter {
  limit?: number;
  offset?: number;
  q?: string;
  sort?: string;
  status?: string;
  productType?: string;
}

// Qualified by hand: inside a subquery Drizzle would print the outer column unqualified.
const ingredientCount = sql<number>`(select count(*)::int from formulation_ingredients fi where fi.formulation_id = "formulations"."id")`;

const SORTS: Record<string, SQL> = {
  name: asc(formulations.name),
  '-name': desc(formulations.name),
  createdAt: asc(formulations.createdAt),
  '-createdAt': desc(formulations.createdAt),
  costPerUnit: asc(formulations.costPerUnit),
  '-costPerUnit': desc(formulations.costPerUnit),
  status: asc(formulations.status),
  '-status': desc(formulations.status),
};

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
        .orderBy(SORTS[filter.sort ?? '-createdAt'] ?? desc(formulations.createdAt), asc(formulations.id))
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
          ingredientName: ingredients.name,
          inciName: ingredients.inciName,
          category: ingredients.category,
          unit: ingredients.unit,
          unitCost: ingredients.unitCost,
        })
        .from(formulationIngredients)
        .innerJoin(ingredients, eq(ingredients.id, formulationIngredients.ingredientId))
        .where(inArray(formulationIngredients.formulationId, formulationIds))
        .orderBy(asc(formulationIngredients.formulationId), asc(formulationIngredients.position));
    },

    async sizes(ids: string[]) {
      return db
        .select({ id: formulations.id, batchSize: formulations.batchSize, unitSize: formulations.unitSize })
        .from(formulations)
        .where(inArray(formulations.id, ids));
    },

    /** Lines with the ingredients' footprint data, for the sustainability figures. */
    async footprintLines(formulationIds?: string[]) {
      return db
        .select({
          formulationId: formulationIngredients.formulationId,
          ounces: formulationIngredients.ounces,
          waterLitersPerOz: ingredients.waterLitersPerOz,
          carbonKgPerOz: ingredients.carbonKgPerOz,
          naturalOriginIndex: ingredients.naturalOriginIndex,
        })
        .from(formulationIngredients)
        .innerJoin(ingredients, eq(ingredients.id, formulationIngredients.ingredientId))
        .where(formulationIds ? inArray(formulationIngredients.formulationId, formulationIds) : undefined);
    },

    /**
     * Prices read FOR SHARE: a save and a price change of one of its ingredients take turns, so the save either
     * sees the new price or is recomputed by the change.
     */
    async ingredientPrices(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: ingredients.id, unitCost: ingredients.unitCost, unit: ingredients.unit })
        .from(ingredients)
        .where(inArray(ingredients.id, ids))
        .orderBy(ingredients.id)
        .for('share');
    },

    async insert(values: FormulationInsert) {
      const [row] = await db.insert(formulations).values(values).returning();
      return row!;
    },

    /** Updates only when the stored revision is the one the client read; undefined means stale. */
    async update(id: string, revision: number, values: Partial<FormulationInsert>) {
      const [row] = await db
        .update(formulations)
        .set({ ...values, revision: sql`${formulations.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(formulations.id, id), eq(formulations.revision, revision)))
        .returning();
      return row;
    },

    async insertLines(formulationId: string, lines: Omit<LineInsert, 'formulationId'>[]) {
      if (lines.length)
        await db.insert(formulationIngredients).values(lines.map((line) => ({ ...line, formulationId })));
    },

    async replaceLines(formulationId: string, lines: Omit<LineInsert, 'formulationId'>[]) {
      await db.delete(formulationIngredients).where(eq(formulationIngredients.formulationId, formulationId));
      await this.insertLines(formulationId, lines);
    },

    async remove(id: string) {
      const [row] = await db
        .delete(formulations)
        .where(eq(formulations.id, id))
        .returning({ id: formulations.id });
      return row;
    },

    async addStatusHistory(
      formulationId: string,
      fromStatus: string | null,
      toStatus: string,
      changedBy: string | null,
    ) {
      await db.insert(formulationStatusHistory).values({ formulationId, fromStatus, toStatus, changedBy });
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

    /** The next version of a product, with its lineage locked until the transaction ends. */
    async nextVersion(lineageId: string): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${lineageId}))`);
      const [row] = await db
        .select({ max: sql<number>`coalesce(max(${formulations.version}), 0)::int` })
        .from(formulations)
        .where(eq(formulations.lineageId, lineageId));
      return (row?.max ?? 0) + 1;
    },

    /** Formulations with a line of this ingredient, locked for the recompute that follows a price change. */
    async idsUsingIngredient(ingredientId: string, options: { lock?: boolean } = {}) {
      const rows = await db
        .selectDistinct({ id: formulationIngredients.formulationId })
        .from(formulationIngredients)
        .where(eq(formulationIngredients.ingredientId, ingredientId));
      const ids = rows.map((row) => row.id);
      if (options.lock && ids.length) {
        await db.execute(
          sql`select 1 from ${formulations} where ${inArray(formulations.id, ids)} order by ${formulations.id} for update`,
        );
      }
      return ids;
    },

    async namesUsingIngredient(ingredientId: string) {
      return db
        .selectDistinct({ id: formulations.id, name: formulations.name, version: formulations.version })
        .from(formulations)
        .innerJoin(formulationIngredients, eq(formulationIngredients.formulationId, formulations.id))
        .where(eq(formulationIngredients.ingredientId, ingredientId))
        .orderBy(asc(formulations.name));
    },

    /** Writes recomputed costs in two statements however many formulations changed. */
    async writeCosts(
      lineCosts: { id: string; cost: string }[],
      totals: { id: string; totalCost: string; costPerUnit: string }[],
    ) {
      if (lineCosts.length) {
        await db.execute(sql`
          update ${formulationIngredients} as fi set cost = v.cost
          from unnest(${`{${lineCosts.map((l) => l.id).join(',')}}`}::uuid[], ${`{${lineCosts.map((l) => l.cost).join(',')}}`}::numeric[]) as v(id, cost)
          where fi.id = v.id`);
      }
      if (totals.length) {
        await db.execute(sql`
          update ${formulations} as f set total_cost = v.total, cost_per_unit = v.unit, updated_at = now()
          from unnest(${`{${totals.map((t) => t.id).join(',')}}`}::uuid[], ${`{${totals.map((t) => t.totalCost).join(',')}}`}::numeric[], ${`{${totals.map((t) => t.costPerUnit).join(',')}}`}::numeric[]) as v(id, total, unit)
          where f.id = v.id`);
      }
    },
  };
}
export type FormulationRepository = ReturnType<typeof createFormulationRepository>;
