import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { formulationIngredients, formulations, ingredients } from '../../db/schema.ts';

/**
 * What a cost recompute reads and writes (DESIGN §4, ADR 014): whatever the number of formulations, a few
 * set-based statements, inside the transaction of the change that triggers it.
 */
export function createRecomputeRepository(db: Executor) {
  return {
    /**
     * What a recompute reads of these formulations, in two lean queries however many they are (one array
     * parameter each): sizes with stored totals, and every line's ingredient, ounces and stored cost.
     */
    async costInputs(ids: string[]) {
      if (ids.length === 0) return { sizes: [], lines: [] };
      const array = sql`${`{${ids.join(',')}}`}::uuid[]`;
      // In turn: a recompute runs inside a transaction, on one connection.
      const sizes = await db.execute<{
        id: string;
        batchSize: string;
        unitSize: string;
        totalCost: string;
        costPerUnit: string;
        targetMargin: string;
        suggestedUnitPrice: string;
      }>(sql`
          select id, batch_size as "batchSize", unit_size as "unitSize", total_cost as "totalCost",
            cost_per_unit as "costPerUnit", target_margin as "targetMargin",
            suggested_unit_price as "suggestedUnitPrice"
          from ${formulations} where id = any(${array})`);
      const lines = await db.execute<{
        formulationId: string;
        id: string;
        ingredientId: string;
        ounces: string;
        cost: string;
      }>(sql`
          select formulation_id as "formulationId", id, ingredient_id as "ingredientId", ounces, cost
          from ${formulationIngredients} where formulation_id = any(${array})
          order by formulation_id, position`);
      return { sizes: sizes.rows, lines: lines.rows };
    },

    /** Prices of these raw materials (a recompute's: the rows are locked by the change that triggers it). */
    async ingredientCosts(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: ingredients.id,
          unitCost: ingredients.unitCost,
          unit: ingredients.unit,
          density: ingredients.density,
        })
        .from(ingredients)
        .where(inArray(ingredients.id, ids));
    },

    async allIdsLocked(): Promise<string[]> {
      const rows = await db
        .select({ id: formulations.id })
        .from(formulations)
        .orderBy(asc(formulations.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** Writes recomputed costs in two statements however many formulations changed. */
    async writeCosts(
      lineCosts: { id: string; cost: string }[],
      totals: { id: string; totalCost: string; costPerUnit: string; suggestedUnitPrice: string }[],
      { touch = true }: { touch?: boolean } = {},
    ) {
      if (lineCosts.length) {
        await db.execute(sql`
          update ${formulationIngredients} as fi set cost = v.cost
          from unnest(${`{${lineCosts.map((l) => l.id).join(',')}}`}::uuid[], ${`{${lineCosts.map((l) => l.cost).join(',')}}`}::numeric[]) as v(id, cost)
          where fi.id = v.id`);
      }
      if (totals.length) {
        await db.execute(sql`
          update ${formulations} as f set total_cost = v.total, cost_per_unit = v.unit, suggested_unit_price = v.price,
            updated_at = ${touch ? sql`now()` : sql`f.updated_at`}
          from unnest(${`{${totals.map((t) => t.id).join(',')}}`}::uuid[], ${`{${totals.map((t) => t.totalCost).join(',')}}`}::numeric[], ${`{${totals.map((t) => t.costPerUnit).join(',')}}`}::numeric[], ${`{${totals.map((t) => t.suggestedUnitPrice).join(',')}}`}::numeric[]) as v(id, total, unit, price)
          where f.id = v.id`);
      }
    },
  };
}
