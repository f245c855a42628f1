import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { formulationIngredients, formulations, ingredients } from '../../db/schema.ts';
import { uuidArray } from '../../db/uuid-array.ts';

/** A formulation's sizes and stored figures, as a recompute reads them. */
type CostSizes = {
  id: string;
  batchSize: string;
  unitSize: string;
  totalCost: string;
  costPerUnit: string;
  targetMargin: string;
  suggestedUnitPrice: string;
};

const sizeColumns = sql`select id, batch_size as "batchSize", unit_size as "unitSize", total_cost as "totalCost",
  cost_per_unit as "costPerUnit", target_margin as "targetMargin", suggested_unit_price as "suggestedUnitPrice"
  from ${formulations}`;

/**
 * What a cost recompute reads and writes (docs/product-rules.md, "Costs and units", ADR 014): whatever the number of formulations, a few
 * set-based statements, inside the transaction of the change that triggers it.
 */
export function createRecomputeRepository(db: Executor) {
  return {
    /** The sizes and stored figures of these formulations, in one query however many (one array parameter). */
    async sizes(ids: string[]) {
      if (ids.length === 0) return [];
      return (await db.execute<CostSizes>(sql`${sizeColumns} where id = any(${uuidArray(ids)})`)).rows;
    },

    /**
     * The sizes and stored figures of every formulation using this raw material, locked in id order (the order
     * every locker takes): a price change's recompute finds and locks them in the statement that reads them.
     */
    async sizesOfUsersLocked(ingredientId: string) {
      const { rows } = await db.execute<CostSizes>(sql`${sizeColumns}
        where id in (select ${formulationIngredients.formulationId} from ${formulationIngredients}
          where ${formulationIngredients.ingredientId} = ${ingredientId})
        order by id for update`);
      return rows;
    },

    /**
     * Every line of these formulations: raw material, ounces and position, in one query however many. A line's id
     * and stored cost come only for the lines of `changedRawMaterials` when given (the only ones written back):
     * fewer strings for tens of thousands of lines. Unordered: sorting them in PostgreSQL spills past work_mem to
     * disk and costs more than the scan; the caller orders each recipe's few lines itself.
     */
    async lines(ids: string[], changedRawMaterials?: ReadonlySet<string>) {
      if (ids.length === 0) return [];
      const written = changedRawMaterials
        ? sql`ingredient_id = any(${uuidArray([...changedRawMaterials])})`
        : sql`true`;
      const { rows } = await db.execute<{
        formulationId: string;
        ingredientId: string;
        ounces: string;
        position: number;
        /** Null for a line of an unchanged raw material, when told which changed. */
        id: string | null;
        cost: string | null;
      }>(sql`
          select formulation_id as "formulationId", ingredient_id as "ingredientId", ounces, position,
            case when ${written} then id end as id, case when ${written} then cost end as cost
          from ${formulationIngredients} where formulation_id = any(${uuidArray(ids)})`);
      return rows;
    },

    /** Prices of these raw materials (a recompute's: the rows are locked by the change that triggers it). */
    async rawMaterialCosts(ids: string[]) {
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
     * Writes recomputed costs in two statements however many formulations changed. `changedRawMaterials`: every
     * line written is of one of these raw materials (a price change's).
     */
    async writeCosts(
      lineCosts: { id: string; cost: string }[],
      totals: { id: string; totalCost: string; costPerUnit: string; suggestedUnitPrice: string }[],
      {
        touch = true,
        changedRawMaterials,
      }: { touch?: boolean; changedRawMaterials?: ReadonlySet<string> } = {},
    ) {
      if (lineCosts.length) {
        // Narrowed to the changed raw materials' lines through their index: joined on the id alone, PostgreSQL
        // hashes every line of every formulation to find a few thousand (a third of the price change's time).
        const ofChanged = changedRawMaterials
          ? sql`and fi.ingredient_id = any(${uuidArray([...changedRawMaterials])})`
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
