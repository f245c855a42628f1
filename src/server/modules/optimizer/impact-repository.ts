import {
  and,
  arrayContains,
  asc,
  count,
  eq,
  exists,
  inArray,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { formulationIngredients, formulations, ingredientSubstances, ingredients } from '../../db/schema.ts';

/** Which formulations to read: those holding one of these raw materials, or one without composition. */
export interface Reach {
  rawMaterialIds: readonly string[];
  uncomposed: boolean;
}

/**
 * What the impact of a date reads (ADR 071): the formulations placed on one market that the rule library can
 * find anything in (reach.ts), and all their lines with their raw materials' prices, in two queries whatever
 * their number. Compositions and substance facts come from the catalogue cache.
 */
export function createImpactRepository(db: Executor) {
  const onMarket = (market: string) => arrayContains(formulations.markets, [market]);
  const reached = (reach: Reach): SQL | undefined => {
    const line = alias(formulationIngredients, 'reached_line');
    const holds = or(
      reach.rawMaterialIds.length ? inArray(line.ingredientId, [...reach.rawMaterialIds]) : undefined,
      reach.uncomposed
        ? notExists(
            db
              .select({ one: sql`1` })
              .from(ingredientSubstances)
              .where(eq(ingredientSubstances.ingredientId, line.ingredientId)),
          )
        : undefined,
    );
    return exists(
      db
        .select({ one: sql`1` })
        .from(line)
        .where(and(eq(line.formulationId, formulations.id), holds)),
    );
  };
  const nothing = (reach: Reach) => reach.rawMaterialIds.length === 0 && !reach.uncomposed;

  return {
    async countOn(market: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(formulations).where(onMarket(market));
      return row?.n ?? 0;
    },

    async formulationsOn(market: string, reach: Reach) {
      if (nothing(reach)) return [];
      return db
        .select({
          id: formulations.id,
          name: formulations.name,
          version: formulations.version,
          status: formulations.status,
          productType: formulations.productType,
          applicationArea: formulations.applicationArea,
          exposure: formulations.exposure,
          markets: formulations.markets,
          batchSize: formulations.batchSize,
          unitSize: formulations.unitSize,
          yearlyVolume: formulations.yearlyVolume,
        })
        .from(formulations)
        .where(and(onMarket(market), reached(reach)))
        .orderBy(asc(formulations.name), asc(formulations.version), asc(formulations.id));
    },

    async pricedLinesOn(market: string, reach: Reach) {
      if (nothing(reach)) return [];
      return db
        .select({
          formulationId: formulationIngredients.formulationId,
          ingredientId: formulationIngredients.ingredientId,
          name: ingredients.name,
          ounces: formulationIngredients.ounces,
          unitCost: ingredients.unitCost,
          unit: ingredients.unit,
          density: ingredients.density,
          category: ingredients.category,
        })
        .from(formulationIngredients)
        .innerJoin(formulations, eq(formulations.id, formulationIngredients.formulationId))
        .innerJoin(ingredients, eq(ingredients.id, formulationIngredients.ingredientId))
        .where(and(onMarket(market), reached(reach)))
        .orderBy(asc(formulationIngredients.position), asc(formulationIngredients.id));
    },
  };
}
