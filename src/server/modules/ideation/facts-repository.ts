import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  FormulationFact,
  PortfolioFacts,
  RawMaterialFact,
  SupplierFact,
} from '../../../domain/ideation/facts.ts';
import type { Executor } from '../../db/client.ts';
import { ingredientNaturalOriginIndex } from '../../db/derived-sql.ts';
import { formulationIngredients, formulations, ingredients, suppliers } from '../../db/schema.ts';

const HIGHEST_COST_SHOWN = 3;

/**
 * Read-only facts for the advisor, in a few set-based queries (never one query per formulation): the inventory
 * with usage counts, suppliers, formulations with their lines, and portfolio aggregates.
 */
export function createFactsRepository(db: Executor) {
  const formulationColumns = {
    id: formulations.id,
    name: formulations.name,
    description: formulations.description,
    productType: formulations.productType,
    status: formulations.status,
    version: formulations.version,
    batchSize: formulations.batchSize,
    unitSize: formulations.unitSize,
    targetMargin: formulations.targetMargin,
    applicationArea: formulations.applicationArea,
    exposure: sql<'leave_on' | 'rinse_off'>`${formulations.exposure}`,
  };

  async function withLines(rows: Omit<FormulationFact, 'lines'>[]): Promise<FormulationFact[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .select({
        formulationId: formulationIngredients.formulationId,
        ingredientId: formulationIngredients.ingredientId,
        ounces: formulationIngredients.ounces,
      })
      .from(formulationIngredients)
      .where(
        inArray(
          formulationIngredients.formulationId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(formulationIngredients.position), asc(formulationIngredients.id));
    const byFormulation = new Map<string, FormulationFact['lines']>();
    for (const line of lines) {
      const group = byFormulation.get(line.formulationId) ?? [];
      group.push({ ingredientId: line.ingredientId, ounces: line.ounces });
      byFormulation.set(line.formulationId, group);
    }
    return rows.map((row) => ({ ...row, lines: byFormulation.get(row.id) ?? [] }));
  }

  return {
    async inventory(): Promise<RawMaterialFact[]> {
      return db
        .select({
          id: ingredients.id,
          name: ingredients.name,
          inciName: ingredients.inciName,
          category: ingredients.category,
          unit: ingredients.unit,
          unitCost: ingredients.unitCost,
          density: ingredients.density,
          qualityGrade: ingredients.qualityGrade,
          sustainabilityRating: ingredients.sustainabilityRating,
          naturalOriginIndex: ingredientNaturalOriginIndex,
          supplierName: suppliers.name,
          regulatoryRestrictions: ingredients.regulatoryRestrictions,
          // Qualified by hand: inside a subquery Drizzle would print the outer column unqualified.
          usageCount: sql<number>`(select count(distinct fi.formulation_id)::int from formulation_ingredients fi where fi.ingredient_id = "ingredients"."id")`,
        })
        .from(ingredients)
        .leftJoin(suppliers, eq(suppliers.id, ingredients.supplierId))
        .orderBy(asc(ingredients.name), asc(ingredients.id));
    },

    async suppliers(): Promise<SupplierFact[]> {
      return db
        .select({
          id: suppliers.id,
          name: suppliers.name,
          certifications: suppliers.certifications,
          sustainabilityScore: suppliers.sustainabilityScore,
          rating: suppliers.rating,
        })
        .from(suppliers)
        .orderBy(asc(suppliers.name), asc(suppliers.id));
    },

    async formulation(id: string): Promise<FormulationFact | undefined> {
      const rows = await db.select(formulationColumns).from(formulations).where(eq(formulations.id, id));
      return (await withLines(rows))[0];
    },

    /** Every formulation with its lines, for the cost report. */
    async allFormulations(): Promise<FormulationFact[]> {
      const rows = await db
        .select(formulationColumns)
        .from(formulations)
        .orderBy(desc(formulations.costPerUnit), asc(formulations.name), asc(formulations.id));
      return withLines(rows);
    },

    async portfolio(): Promise<PortfolioFacts> {
      const productTypes = await db
        .select({ productType: formulations.productType, count: count() })
        .from(formulations)
        .groupBy(formulations.productType)
        .orderBy(desc(count()), asc(formulations.productType));
      const top = await db
        .select(formulationColumns)
        .from(formulations)
        .orderBy(desc(formulations.costPerUnit), asc(formulations.name), asc(formulations.id))
        .limit(HIGHEST_COST_SHOWN);
      return {
        formulationCount: productTypes.reduce((sum, row) => sum + row.count, 0),
        productTypes,
        highestCost: await withLines(top),
      };
    },
  };
}
export type FactsRepository = ReturnType<typeof createFactsRepository>;
