import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredients } from '../../src/server/db/schema.ts';
import {
  createFormulation,
  createRawMaterial,
  createSpecRawMaterials,
  createSupplier,
  specLines,
  uniqueName,
} from '../support/factories.ts';
import {
  formulator,
  get,
  startRawMaterialsApp,
  stopRawMaterialsApp,
  t,
  writer,
} from '../support/raw-materials-app.ts';

/**
 * GET /api/ingredients and GET /api/ingredients/{id} (docs/product-rules.md, "API conventions"): search by name or INCI
 * name, filters, every sort column, paging with X-Total-Count, the usage count, and reads by the read-only
 * roles.
 */
beforeAll(startRawMaterialsApp);
afterAll(stopRawMaterialsApp);

const names = (response: { json(): { name: string }[] }) => response.json().map((row) => row.name);

describe('GET /api/ingredients: search, filter, sort, paging', () => {
  /** Three ingredients whose every sortable column differs, tagged so ?q= finds only them. */
  async function threeTagged() {
    const tag = uniqueName('Ing').replace(' ', '');
    const admin = await t.signInAs('admin');
    const alphaSupplier = await createSupplier(t, admin, { name: `${tag} Alpha Supplies` });
    const zuluSupplier = await createSupplier(t, admin, { name: `${tag} Zulu Supplies` });
    const a = await createRawMaterial(t, writer, {
      name: `${tag} A`,
      incisName: `Inci${tag} Extract`,
      category: 'active',
      supplierId: zuluSupplier.id,
      unitCost: '3.00',
      sustainabilityRating: 10,
      qualityGrade: 'organic',
      shelfLifeMonths: 36,
    });
    const b = await createRawMaterial(t, writer, {
      name: `${tag} B`,
      category: 'base',
      supplierId: alphaSupplier.id,
      unitCost: '1.00',
      sustainabilityRating: 90,
      qualityGrade: 'cosmetic',
      shelfLifeMonths: 12,
    });
    const c = await createRawMaterial(t, writer, {
      name: `${tag} C`,
      category: 'emollient',
      unitCost: '2.00',
      sustainabilityRating: 50,
      qualityGrade: 'food',
      shelfLifeMonths: 24,
    });
    return { tag, a, b, c, alphaSupplier, zuluSupplier };
  }

  it('returns every ingredient as an array with X-Total-Count and the supplier name', async () => {
    const { tag, zuluSupplier } = await threeTagged();
    const response = await get('/api/ingredients');
    expect(response.statusCode).toBe(200);
    const [stored] = await t.database.db.select({ n: count() }).from(ingredients);
    expect(response.json()).toHaveLength(stored!.n);
    expect(response.headers['x-total-count']).toBe(String(stored!.n));
    const a = response.json().find((row: { name: string }) => row.name === `${tag} A`);
    expect(a).toMatchObject({ supplierId: zuluSupplier.id, supplierName: zuluSupplier.name, usageCount: 0 });
  });

  it('searches by name or INCI name with ?q=', async () => {
    const { tag } = await threeTagged();
    expect(names(await get(`/api/ingredients?q=${tag}`))).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);
    expect(names(await get(`/api/ingredients?q=${tag.toLowerCase()}%20b`))).toEqual([`${tag} B`]);
    expect(names(await get(`/api/ingredients?q=inci${tag}`))).toEqual([`${tag} A`]);
    expect((await get(`/api/ingredients?q=${tag}nothing`)).json()).toEqual([]);
  });

  it('filters by category and supplier', async () => {
    const { tag, alphaSupplier } = await threeTagged();
    expect(names(await get(`/api/ingredients?q=${tag}&category=base`))).toEqual([`${tag} B`]);
    expect(names(await get(`/api/ingredients?supplierId=${alphaSupplier.id}`))).toEqual([`${tag} B`]);
  });

  it.each([
    ['name', ['A', 'B', 'C']],
    ['-name', ['C', 'B', 'A']],
    ['category', ['A', 'B', 'C']],
    ['-category', ['C', 'B', 'A']],
    // Suppliers by name, ingredients without one last either way.
    ['supplier', ['B', 'A', 'C']],
    ['-supplier', ['A', 'B', 'C']],
    ['unitCost', ['B', 'C', 'A']],
    ['-unitCost', ['A', 'C', 'B']],
    ['sustainabilityRating', ['A', 'C', 'B']],
    ['-sustainabilityRating', ['B', 'C', 'A']],
    ['qualityGrade', ['B', 'C', 'A']],
    ['-qualityGrade', ['A', 'C', 'B']],
    ['shelfLifeMonths', ['B', 'C', 'A']],
    ['-shelfLifeMonths', ['A', 'C', 'B']],
  ])('sorts by %s', async (sort, order) => {
    const { tag } = await threeTagged();
    const response = await get(`/api/ingredients?q=${tag}&sort=${sort}`);
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(order.map((letter) => `${tag} ${letter}`));
  });

  it('pages with limit and offset and sends the total', async () => {
    const { tag } = await threeTagged();
    const page1 = await get(`/api/ingredients?q=${tag}&limit=2&offset=0&sort=name`);
    expect(names(page1)).toEqual([`${tag} A`, `${tag} B`]);
    expect(page1.headers['x-total-count']).toBe('3');
    const page2 = await get(`/api/ingredients?q=${tag}&limit=2&offset=2&sort=name`);
    expect(names(page2)).toEqual([`${tag} C`]);
    expect(page2.headers['x-total-count']).toBe('3');
    // A page past the last match, and a search matching nothing, still answer the exact total.
    const past = await get(`/api/ingredients?q=${tag}&limit=2&offset=4&sort=-supplier`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
    const none = await get(`/api/ingredients?q=${tag}Nothing&limit=2`);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    const [stored] = await t.database.db.select({ n: count() }).from(ingredients);
    const unfiltered = await get('/api/ingredients?limit=1');
    expect(unfiltered.json()).toHaveLength(1);
    expect(unfiltered.headers['x-total-count']).toBe(String(stored!.n));
  });

  it('GET /api/ingredients/{id} returns one ingredient with its usage count', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    await createFormulation(t, formulator, specLines(ids));
    await createFormulation(t, formulator, specLines(ids));
    const response = await get(`/api/ingredients/${ids.glycerin.id}`);
    expect(response.statusCode).toBe(200);
    // The create's answer also says what it sent for review (ADR 037); the record itself is the same.
    const { proposal: _proposal, ...created } = ids.glycerin;
    expect(response.json()).toEqual({ ...created, usageCount: 2 });
  });

  it('lets viewer and finance_analyst read', async () => {
    const created = await createRawMaterial(t, writer);
    for (const role of ['viewer', 'finance_analyst']) {
      const cookie = await t.signInAs(role);
      for (const url of [
        '/api/ingredients',
        `/api/ingredients/${created.id}`,
        `/api/ingredients/${created.id}/where-used`,
      ]) {
        expect((await get(url, cookie)).statusCode, `${role} ${url}`).toBe(200);
      }
    }
  });
});
