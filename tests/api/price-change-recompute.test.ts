import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeCost, toScale } from '../../src/domain/formulation/cost.ts';
import { formulationIngredients, formulations, ingredients } from '../../src/server/db/schema.ts';
import { recomputeAllCosts } from '../../src/server/modules/formulations/recompute.ts';
import { createFormulation, createRawMaterial, rawMaterialPayload } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
/** rd_scientist: writes raw materials and formulations. */
let writer: string;
beforeAll(async () => {
  t = await buildTestApp();
  writer = await t.signInAs('rd_scientist');
});
afterAll(async () => t.close());

const db = () => t.database.db;

/** What the cost engine gives a formulation from its stored lines, in recipe order, at today's prices. */
async function engineFigures(id: string) {
  const [size] = await db().select().from(formulations).where(eq(formulations.id, id));
  const lines = await db()
    .select({
      id: formulationIngredients.id,
      ingredientId: formulationIngredients.ingredientId,
      ounces: formulationIngredients.ounces,
      cost: formulationIngredients.cost,
      unitCost: ingredients.unitCost,
      unit: ingredients.unit,
      density: ingredients.density,
    })
    .from(formulationIngredients)
    .innerJoin(ingredients, eq(ingredients.id, formulationIngredients.ingredientId))
    .where(eq(formulationIngredients.formulationId, id))
    .orderBy(asc(formulationIngredients.position));
  const result = computeCost({
    batchSize: size!.batchSize,
    unitSize: size!.unitSize,
    targetMargin: size!.targetMargin,
    lines,
  });
  return {
    stored: {
      totalCost: size!.totalCost,
      costPerUnit: size!.costPerUnit,
      suggestedUnitPrice: size!.suggestedUnitPrice,
      lines: lines.map((line) => line.cost),
    },
    engine: {
      totalCost: toScale(result.totalCost, 4),
      costPerUnit: toScale(result.costPerUnit, 4),
      suggestedUnitPrice: toScale(result.suggestedUnitPrice, 2),
      lines: result.lines.map((line) => toScale(line.cost, 6)),
    },
  };
}

/** Raw materials whose cost per ounce runs to 40 digits (volume units, a density, grams) beside exact ones. */
async function createMaterials() {
  const materials = [];
  for (const fields of [
    { unitCost: '12.80', unit: 'gal' },
    { unitCost: '0.75', unit: 'fl oz', density: '1.26' },
    { unitCost: '35.27', unit: 'kg' },
    { unitCost: '2.40', unit: 'lb' },
    { unitCost: '0.37', unit: 'g' },
    { unitCost: '1.20', unit: 'oz' },
  ]) {
    materials.push(await createRawMaterial(t, writer, fields));
  }
  return materials;
}

/**
 * Eight formulations of every material: the first material (the one whose price changes) at a different place in
 * each recipe, odd quantities, sizes and margins.
 */
async function createFormulations(materials: { id: string }[]) {
  const ids: string[] = [];
  for (let i = 0; i < 8; i++) {
    const lines = materials
      .map((material, k) => ({
        ingredientId: material.id,
        ounces: (33.333333 + 7.123457 * ((i + k) % 5)).toFixed(6),
      }))
      .map((_, k, all) => all[(k + i) % all.length]!);
    const created = await createFormulation(t, writer, lines, {
      batchSize: String(500 + 37 * i),
      unitSize: String(3 + i),
      targetMargin: (11.5 * i).toFixed(1),
    });
    ids.push(created.id);
  }
  return ids;
}

describe('a price change recomputes each formulation exactly as the cost engine costs it', () => {
  it('gives every figure and line cost the engine gives, whatever order the lines are read in', async () => {
    const materials = await createMaterials();
    const changed = materials[0]!;
    const ids = await createFormulations(materials);
    // Lines rewritten in place: a read that is not ordered by position now meets these first lines last.
    await db().execute(
      sql`update ${formulationIngredients} set ounces = ounces where position = 0 and ${inArray(formulationIngredients.formulationId, ids.slice(0, 4))}`,
    );

    const response = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${changed.id}`,
      payload: { ...rawMaterialPayload({ ...changed, unitCost: '13.37' }), revision: changed.revision },
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().recomputedFormulations).toBe(ids.length);

    for (const id of ids) {
      const { stored, engine } = await engineFigures(id);
      expect(stored, id).toEqual(engine);
    }
  });

  it('recomputes every line and figure of every formulation after the engine changed (a data migration)', async () => {
    const ids = await createFormulations(await createMaterials());
    // Figures as an older engine might have left them.
    await db().execute(
      sql`update ${formulationIngredients} set cost = 0 where ${inArray(formulationIngredients.formulationId, ids)}`,
    );
    await db().execute(
      sql`update ${formulations} set total_cost = 0, cost_per_unit = 0, suggested_unit_price = 0 where ${inArray(formulations.id, ids)}`,
    );
    const recomputed = await db().transaction((tx) => recomputeAllCosts(tx, { touch: false }));
    expect(recomputed).toBeGreaterThanOrEqual(ids.length);
    for (const id of ids) {
      const { stored, engine } = await engineFigures(id);
      expect(stored, id).toEqual(engine);
      expect(engine.totalCost).not.toBe('0.0000');
    }
  });
});
