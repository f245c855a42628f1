import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UsedAs } from '../../../domain/substance/constants.ts';
import type { Executor } from '../../db/client.ts';
import {
  formulationIngredients,
  formulations,
  ingredientSubstances,
  ingredients,
  substanceCountsAs,
  substances,
  toxicologyProfiles,
} from '../../db/schema.ts';
import { anyUuid } from '../../db/uuid-array.ts';
import type { SavedFormulation } from './save-types.ts';

/** What the checks read of a formulation besides its lines: who it is and where it is used, as a save knows it. */
type FormulationUse = Pick<
  SavedFormulation,
  | 'id'
  | 'name'
  | 'productType'
  | 'applicationArea'
  | 'exposure'
  | 'exposureCategory'
  | 'ifraCategory'
  | 'markets'
>;

/**
 * What a formulation's substance content is computed from (docs/product-rules.md, "Substances and the label"), for any number of formulations in
 * four queries: the formulations, their lines, the compositions of the raw materials they use, and the facts
 * of the substances in those compositions (with what each counts as).
 */
export function createContentRepository(db: Executor) {
  return {
    /**
     * Thousands at once (an annex preview reaches every formulation, ADR 072): read without the query builder's
     * per-row mapping, the ids as one array parameter (anyUuid).
     */
    async formulations(ids: string[]) {
      if (ids.length === 0) return [];
      const { rows } =
        await db.execute<FormulationUse>(sql`select id, name, product_type as "productType", application_area as "applicationArea", exposure,
          exposure_category as "exposureCategory", ifra_category as "ifraCategory", markets
        from ${formulations} where ${anyUuid(formulations.id, ids)} order by id`);
      return rows;
    },

    /** Sizes and use of one formulation (the optimizer's). */
    async formulation(id: string) {
      const [row] = await db
        .select({
          id: formulations.id,
          name: formulations.name,
          productType: formulations.productType,
          applicationArea: formulations.applicationArea,
          exposure: formulations.exposure,
          markets: formulations.markets,
          batchSize: formulations.batchSize,
          unitSize: formulations.unitSize,
        })
        .from(formulations)
        .where(eq(formulations.id, id));
      return row;
    },

    /** One formulation's lines with their raw materials' prices, units and densities, in recipe order. */
    pricedLines(formulationId: string) {
      return db
        .select({
          ingredientId: formulationIngredients.ingredientId,
          name: ingredients.name,
          ounces: formulationIngredients.ounces,
          unitCost: ingredients.unitCost,
          unit: ingredients.unit,
          density: ingredients.density,
          category: ingredients.category,
        })
        .from(formulationIngredients)
        .innerJoin(ingredients, eq(ingredients.id, formulationIngredients.ingredientId))
        .where(eq(formulationIngredients.formulationId, formulationId))
        .orderBy(asc(formulationIngredients.position), asc(formulationIngredients.id));
    },

    /**
     * The lines of these formulations, unordered, each with its position (the caller orders each recipe's few
     * lines): an annex preview reads hundreds of thousands, and neither a sort of them all nor the raw material's
     * names repeated on every line (`ingredientNames`) is worth its cost. Read without the query builder's
     * per-row mapping.
     */
    async lines(formulationIds: string[]) {
      if (formulationIds.length === 0) return [];
      const { rows } = await db.execute<{
        formulationId: string;
        ingredientId: string;
        ounces: string;
        position: number;
      }>(sql`select formulation_id as "formulationId", ingredient_id as "ingredientId", ounces, position
        from ${formulationIngredients} where ${anyUuid(formulationIngredients.formulationId, formulationIds)}`);
      return rows;
    },

    /** The names and INCI names of these raw materials. */
    ingredientNames(rawMaterialIds: string[]) {
      if (rawMaterialIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: ingredients.id, name: ingredients.name, inciName: ingredients.inciName })
        .from(ingredients)
        .where(anyUuid(ingredients.id, rawMaterialIds));
    },

    /**
     * These raw materials' compositions, or every one's (`'all'`: the catalogue cache's), rows as entered, each
     * with its function of use and whether its raw material is perfume (isPerfumeMaterial, ADR 033).
     */
    compositions(rawMaterialIds: string[] | 'all') {
      if (rawMaterialIds !== 'all' && rawMaterialIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          ingredientId: ingredientSubstances.ingredientId,
          substanceId: ingredientSubstances.substanceId,
          percent: ingredientSubstances.percent,
          minPercent: ingredientSubstances.minPercent,
          maxPercent: ingredientSubstances.maxPercent,
          usedAs: sql<UsedAs>`${ingredientSubstances.usedAs}`,
          inPerfume: sql<boolean>`(${ingredients.category} = 'fragrance' or ${ingredients.declaredAsParfum})`,
        })
        .from(ingredientSubstances)
        .innerJoin(ingredients, eq(ingredients.id, ingredientSubstances.ingredientId))
        .where(
          rawMaterialIds === 'all' ? undefined : inArray(ingredientSubstances.ingredientId, rawMaterialIds),
        )
        .orderBy(asc(ingredientSubstances.ingredientId), asc(ingredientSubstances.position));
    },

    /** These substances' facts, or every one's (`'all'`), with the figures of their toxicological profile. */
    substances(ids: string[] | 'all') {
      if (ids !== 'all' && ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: substances.id,
          inciName: substances.inciName,
          casNumbers: substances.casNumbers,
          synonyms: substances.synonyms,
          functions: substances.functions,
          allergen: substances.allergen,
          fragrance: substances.fragrance,
          colourIndex: substances.colourIndex,
          nano: substances.nano,
          naturalOriginIndex: substances.naturalOriginIndex,
          annexEntry: substances.annexEntry,
          pointOfDeparture: toxicologyProfiles.pointOfDeparture,
          dermalAbsorption: toxicologyProfiles.dermalAbsorption,
          threshold: toxicologyProfiles.threshold,
          hasProfile: toxicologyProfiles.substanceId,
          unreviewed: substances.unreviewed,
        })
        .from(substances)
        .leftJoin(toxicologyProfiles, eq(toxicologyProfiles.substanceId, substances.id))
        .where(ids === 'all' ? undefined : inArray(substances.id, ids));
    },

    /** The IFRA levels of these raw materials that are perfume (ADR 063) and have any on file. */
    perfumeLimits(rawMaterialIds: string[]) {
      if (rawMaterialIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: ingredients.id, limits: ingredients.ifraLimits })
        .from(ingredients)
        .where(
          and(
            inArray(ingredients.id, rawMaterialIds),
            sql`(${ingredients.category} = 'fragrance' or ${ingredients.declaredAsParfum})`,
            sql`jsonb_array_length(${ingredients.ifraLimits}) > 0`,
          ),
        );
    },

    /** What these substances (or all, `'all'`) count as. */
    countsAs(substanceIds: string[] | 'all') {
      if (substanceIds !== 'all' && substanceIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          substanceId: substanceCountsAs.substanceId,
          targetId: substanceCountsAs.targetId,
          factor: substanceCountsAs.factor,
        })
        .from(substanceCountsAs)
        .where(substanceIds === 'all' ? undefined : inArray(substanceCountsAs.substanceId, substanceIds));
    },
  };
}
