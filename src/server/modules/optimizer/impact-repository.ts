import { arrayContains, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { formulationIngredients, formulations, ingredients } from '../../db/schema.ts';

/**
 * What the impact of a date reads (ADR 071): every formulation placed on one market, and all their lines with
 * their raw materials' prices, in two queries whatever their number. Compositions and substance facts come
 * from the catalogue cache.
 */
export function createImpactRepository(db: Executor) {
  const onMarket = (market: string) => arrayContains(formulations.markets, [market]);
  return {
    formulationsOn(market: string) {
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
        .where(onMarket(market))
        .orderBy(asc(formulations.name), asc(formulations.version), asc(formulations.id));
    },

    pricedLinesOn(market: string) {
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
        .where(onMarket(market))
        .orderBy(asc(formulationIngredients.position), asc(formulationIngredients.id));
    },
  };
}
