import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityOf,
  createFormulation,
  createRawMaterial,
  createSpecRawMaterials,
  specLines,
  uniqueName,
} from '../support/factories.ts';
import {
  formulator,
  get,
  startRawMaterialsApp,
  stopRawMaterialsApp,
  storedRawMaterial,
  t,
  tableCounts,
  writer,
  writerId,
} from '../support/raw-materials-app.ts';

/**
 * DELETE /api/ingredients/{id} and GET /api/ingredients/{id}/where-used (docs/product-rules.md, "Records"): an unused ingredient is
 * deleted and logged; one in use is kept with a 409 naming its formulations, which where-used lists with %
 * w/w.
 */
beforeAll(startRawMaterialsApp);
afterAll(stopRawMaterialsApp);

describe('DELETE /api/ingredients/{id}', () => {
  it('deletes an unused ingredient and logs it', async () => {
    const created = await createRawMaterial(t, writer);
    const response = await t.call({
      method: 'DELETE',
      url: `/api/ingredients/${created.id}`,
      cookie: writer,
    });
    expect(response.statusCode).toBe(204);
    expect((await get(`/api/ingredients/${created.id}`)).statusCode).toBe(404);
    expect(await storedRawMaterial(created.id)).toBeUndefined();
    const activity = await activityOf(t, created.id);
    expect(activity.map((row) => row.action)).toEqual(['ingredient_create', 'ingredient_delete']);
    expect(activity[1]).toMatchObject({
      userId: writerId,
      description: `Deleted ingredient "${created.name}"`,
    });
  });

  it('refuses with 409 naming the formulations that use it, and keeps it', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    const tag = uniqueName('Uses');
    const second = await createFormulation(t, formulator, specLines(ids), { name: `${tag} Night Balm` });
    const first = await createFormulation(t, formulator, specLines(ids), { name: `${tag} Day Cream` });
    const before = await tableCounts();
    const response = await t.call({
      method: 'DELETE',
      url: `/api/ingredients/${ids.glycerin.id}`,
      cookie: writer,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `"${ids.glycerin.name}" is used by 2 formulation(s): ${tag} Day Cream (v1), ${tag} Night Balm (v1). Remove it from them first.`,
      formulations: [
        { id: first.id, name: `${tag} Day Cream`, version: 1 },
        { id: second.id, name: `${tag} Night Balm`, version: 1 },
      ],
    });
    expect(await storedRawMaterial(ids.glycerin.id)).toBeDefined();
    expect(await tableCounts()).toEqual(before);
  });
});

describe('DELETE /api/ingredients/{id} of an ingredient in many formulations', () => {
  it('names the first five formulations in the 409 and counts the rest', async () => {
    const rawMaterial = await createRawMaterial(t, writer);
    const tag = uniqueName('Many');
    for (const letter of ['A', 'B', 'C', 'D', 'E', 'F', 'G'])
      await createFormulation(t, formulator, [rawMaterial.id], { name: `${tag} ${letter}` });
    const response = await t.call({
      method: 'DELETE',
      url: `/api/ingredients/${rawMaterial.id}`,
      cookie: writer,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `"${rawMaterial.name}" is used by 7 formulation(s): ${['A', 'B', 'C', 'D', 'E'].map((l) => `${tag} ${l} (v1)`).join(', ')} and 2 more. Remove it from them first.`,
    );
    expect(response.json().formulations).toHaveLength(7);
  });
});

describe('GET /api/ingredients/{id}/where-used', () => {
  it('lists each formulation using it with its % w/w', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    const tag = uniqueName('Where');
    // 300 oz glycerin of 1000 = 30.0000 %
    const full = await createFormulation(t, formulator, specLines(ids), {
      name: `${tag} A`,
      status: 'testing',
    });
    // 200 water + 100 glycerin + 100 niacinamide: 100 of 400 = 25.0000 %
    const small = await createFormulation(
      t,
      formulator,
      [
        { ingredientId: ids.water.id, ounces: '200' },
        { ingredientId: ids.glycerin.id, ounces: '100' },
        { ingredientId: ids.niacinamide.id, ounces: '100' },
      ],
      { name: `${tag} B` },
    );
    const response = await get(`/api/ingredients/${ids.glycerin.id}/where-used`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        formulationId: full.id,
        name: `${tag} A`,
        version: 1,
        status: 'testing',
        ounces: '300.000000',
        concentration: '30.0000',
      },
      {
        formulationId: small.id,
        name: `${tag} B`,
        version: 1,
        status: 'draft',
        ounces: '100.000000',
        concentration: '25.0000',
      },
    ]);
  });

  it('adds up two lines of the same ingredient', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    // glycerin 100 + 200 of 600 oz = 50 %
    const formulation = await createFormulation(t, formulator, [
      { ingredientId: ids.glycerin.id, ounces: '100' },
      { ingredientId: ids.water.id, ounces: '300' },
      { ingredientId: ids.glycerin.id, ounces: '200' },
    ]);
    const response = await get(`/api/ingredients/${ids.glycerin.id}/where-used`);
    expect(response.json()).toEqual([
      expect.objectContaining({
        formulationId: formulation.id,
        ounces: '300.000000',
        concentration: '50.0000',
      }),
    ]);
  });

  it('returns an empty list for an unused ingredient', async () => {
    const created = await createRawMaterial(t, writer);
    const response = await get(`/api/ingredients/${created.id}/where-used`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
