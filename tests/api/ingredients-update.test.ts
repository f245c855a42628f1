import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D } from '../../src/domain/formulation/cost.ts';
import { formulations } from '../../src/server/db/schema.ts';
import {
  activityOf,
  createFormulation,
  createRawMaterial,
  createSpecRawMaterials,
  formulationPayload,
  rawMaterialPayload,
  specLines,
} from '../support/factories.ts';
import {
  formulator,
  get,
  put,
  startRawMaterialsApp,
  stopRawMaterialsApp,
  storedRawMaterial,
  t,
  tableCounts,
  writer,
  writerId,
} from '../support/raw-materials-app.ts';

/**
 * PUT /api/ingredients/{id} (docs/product-rules.md, "Records", "Costs and units"): costs are never stale. A price or unit change recomputes
 * every formulation using the raw material in the same transaction; a stale or missing revision changes
 * nothing.
 */
beforeAll(startRawMaterialsApp);
afterAll(stopRawMaterialsApp);

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

async function storedFormulation(id: string) {
  const [row] = await t.database.db.select().from(formulations).where(eq(formulations.id, id));
  return row;
}

describe('PUT /api/ingredients/{id}: costs are never stale', () => {
  it('recomputes the formulations using it when the unit cost changes (glycerin 2.40 -> 3.20)', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    const formulation = await createFormulation(t, formulator, specLines(ids));
    expect(formulation).toMatchObject({ totalCost: '166.2000', costPerUnit: '8.3100' });
    const other = await createFormulation(t, formulator, [
      { ingredientId: ids.niacinamide.id, ounces: '10' },
    ]);

    const read = (await get(`/api/ingredients/${ids.glycerin.id}`)).json();
    const {
      id: _id,
      supplierName: _s,
      costPerOunce: _c,
      usageCount: _u,
      createdAt: _ca,
      updatedAt: _ua,
      ...fields
    } = read;
    const response = await put(ids.glycerin.id, { ...fields, unitCost: '3.20', revision: read.revision });
    expect(response.statusCode, response.body).toBe(200);
    // $3.20 / 16 = $0.20 per oz
    expect(response.json()).toMatchObject({
      id: ids.glycerin.id,
      unitCost: '3.200000',
      costPerOunce: '0.200000',
      revision: 2,
      recomputedFormulations: 1,
    });

    // glycerin 300 oz x 0.20 = 60.00; C = 1.20 + 60.00 + 120.00 = 181.20 = totalCost (R = batch = 1000)
    // costPerUnit = 181.20 x 50 / 1000 = 9.0600; suggested at 60 % = 9.06 / 0.4 = 22.65
    const after = (await get(`/api/formulations/${formulation.id}`)).json();
    expect(after).toMatchObject({
      totalCost: '181.2000',
      costPerUnit: '9.0600',
      suggestedUnitPrice: '22.65',
    });
    expect(after.lines.map((line: { cost: string }) => line.cost)).toEqual([
      '1.200000',
      '60.000000',
      '120.000000',
    ]);
    expect(await storedFormulation(formulation.id)).toMatchObject({
      totalCost: '181.2000',
      costPerUnit: '9.0600',
    });
    // A formulation without glycerin is not touched.
    expect(await storedFormulation(other.id)).toMatchObject({
      totalCost: other.totalCost,
      updatedAt: new Date(other.updatedAt),
    });

    const activity = await activityOf(t, ids.glycerin.id);
    expect(activity.map((row) => row.action)).toEqual(['ingredient_create', 'ingredient_update']);
    expect(activity[1]).toMatchObject({
      userId: writerId,
      description: `Updated ingredient "${ids.glycerin.name}": 2.400000/lb → 3.200000/lb, 1 formulation(s) recomputed`,
      metadata: { from: '2.400000', to: '3.200000', recomputed: 1 },
    });
  });

  it('recomputes every formulation using it, scaled ones included, and on a unit change', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    const full = await createFormulation(t, formulator, specLines(ids));
    const half = await createFormulation(t, formulator, specLines(ids, 0.5));
    // Niacinamide bought by the pound instead: $1.20 / 16 = $0.075 per oz.
    // full: 100 oz x 0.075 = 7.50; C = 1.20 + 45.00 + 7.50 = 53.70 = totalCost; costPerUnit = 53.70 x 50 / 1000 = 2.6850
    // half: C = 0.60 + 22.50 + 3.75 = 26.85; totalCost = 26.85 x 1000 / 500 = 53.7000; costPerUnit = 2.6850
    const response = await put(ids.niacinamide.id, {
      ...rawMaterialPayload({ ...ids.niacinamide, unit: 'lb' }),
      revision: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      unit: 'lb',
      costPerOunce: '0.075000',
      recomputedFormulations: 2,
    });
    for (const id of [full.id, half.id]) {
      expect(await storedFormulation(id)).toMatchObject({ totalCost: '53.7000', costPerUnit: '2.6850' });
    }
  });

  it('leaves no formulation with stale costs when it is saved while the price changes', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    let revision = 1;
    const stale: string[] = [];
    for (let round = 1; round <= 8; round++) {
      const price = (2.4 + round / 10).toFixed(2);
      const [created, changed] = await Promise.all([
        t.call({
          method: 'POST',
          url: '/api/formulations',
          payload: formulationPayload(specLines(ids)),
          cookie: formulator,
        }),
        put(ids.glycerin.id, { ...rawMaterialPayload({ ...ids.glycerin, unitCost: price }), revision }),
      ]);
      expect(created.statusCode, created.body).toBe(201);
      expect(changed.statusCode, changed.body).toBe(200);
      revision += 1;
      // glycerin 300 oz x price / 16 + 1.20 + 120.00, with R = batch = 1000
      const expected = D(price).div(16).times(300).plus('121.20');
      const stored = await storedFormulation(created.json().id);
      if (!D(stored!.totalCost).eq(expected))
        stale.push(`round ${round}: ${stored!.totalCost}, expected ${expected.toFixed(4)}`);
    }
    expect(stale).toEqual([]);
  });

  it('does not recompute when the price stays the same', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    await createFormulation(t, formulator, specLines(ids));
    const response = await put(ids.water.id, {
      ...rawMaterialPayload({ ...ids.water, name: `${ids.water.name} renamed`, unitCost: '0.0320' }),
      revision: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: `${ids.water.name} renamed`,
      recomputedFormulations: 0,
      revision: 2,
    });
    const activity = await activityOf(t, ids.water.id);
    expect(activity[1]).toMatchObject({
      action: 'ingredient_update',
      description: `Updated ingredient "${ids.water.name} renamed"`,
    });
  });

  it('answers 409 to a stale revision and changes neither the ingredient nor the formulations', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    const formulation = await createFormulation(t, formulator, specLines(ids));
    const first = await put(ids.glycerin.id, {
      ...rawMaterialPayload({ ...ids.glycerin, unitCost: '3.20' }),
      revision: 1,
    });
    expect(first.statusCode).toBe(200);
    const before = await tableCounts();
    const second = await put(ids.glycerin.id, {
      ...rawMaterialPayload({ ...ids.glycerin, unitCost: '9.99' }),
      revision: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: STALE });
    expect(await storedRawMaterial(ids.glycerin.id)).toMatchObject({ unitCost: '3.200000', revision: 2 });
    expect(await storedFormulation(formulation.id)).toMatchObject({ totalCost: '181.2000' });
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 when the revision is missing', async () => {
    const created = await createRawMaterial(t, writer);
    const response = await put(created.id, rawMaterialPayload({ name: 'No revision' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Revision is required');
    expect(await storedRawMaterial(created.id)).toMatchObject({ name: created.name, revision: 1 });
  });

  it('refuses a supplier that does not exist', async () => {
    const created = await createRawMaterial(t, writer);
    const response = await put(created.id, {
      ...rawMaterialPayload({ supplierId: randomUUID() }),
      revision: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Supplier not found');
    expect(await storedRawMaterial(created.id)).toMatchObject({ revision: 1, supplierId: null });
  });
});
