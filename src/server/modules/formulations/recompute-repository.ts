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
     * parameter each): sizes with stored totals, and every line's ingredient, ounces, stored cost and position.
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
      // Unordered, with each line's position: sorting tens of thousands of rows in PostgreSQL spills past work_mem
      // to disk and costs more than the scan; the caller orders each recipe's few lines itself.
      const lines = await db.execute<{
        formulationId: string;
        id: string;
        ingredientId: string;
        ounces: string;
        cost: string;
        position: number;
      }>(sql`
          select formulation_id as "formulationId", id, ingredient_id as "ingredientId", ounces, cost, position
          from ${formulationIngredients} where formulation_id = any(${array})`);
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

    /**
     * Writes recomputed costs in two statements however many formulations changed. `changedIngredients`: every
     * line written is of one of these raw materials (a price change's).
     */
    async writeCosts(
      lineCosts: { id: string; cost: string }[],
      totals: { id: string; totalCost: string; costPerUnit: string; suggestedUnitPrice: string }[],
      {
        touch = true,
        changedIngredients,
      }: { touch?: boolean; changedIngredients?: ReadonlySet<string> } = {},
    ) {
      if (lineCosts.length) {
        // Narrowed to the changed raw materials' lines through their index: joined on the id alone, PostgreSQL
        // hashes every line of every formulation to find a few thousand (a third of the price change's time).
        const ofChanged = changedIngredients
          ? sql`and fi.ingredient_id = any(${`{${[...changedIngredients].join(',')}}`}::uuid[])`
          : sql``;
        await db.execute(sql`
          update ${formulationIngredients} as fi set cost = v.cost
          from unnest(${`{${lineCosts.map((l) => l.id).join(',')}}`}::uuid[], ${`{${lineCosts.map((l) => l.cost).join(',')}}`}::numeric[]) as v(id, cost)
          where fi.id = v.id ${ofChanged}`);
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
