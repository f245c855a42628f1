import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulations } from '../../src/server/db/schema.ts';
import {
  createFormulation,
  createRawMaterial,
  createSpecRawMaterials,
  specLines,
  uniqueName,
} from '../support/factories.ts';
import { get, startFormulationsApp, stopFormulationsApp, t, writer } from '../support/formulations-app.ts';

/**
 * GET /api/formulations and GET /api/formulations/{id} (docs/product-rules.md, "API conventions"): the whole list with
 * X-Total-Count, paging, sorting, search and filters, one formulation with its lines, and reads by every
 * role.
 */
beforeAll(startFormulationsApp);
afterAll(stopFormulationsApp);

describe('GET /api/formulations and GET /api/formulations/{id}', () => {
  async function threeTagged() {
    const tag = uniqueName('Tag').replace(' ', '');
    const rawMaterial = await createRawMaterial(t, writer, { unitCost: '1.00' });
    // costPerUnit with 100 oz of a $1/oz raw material = 100 x unitSize / 100 = unitSize
    const charlie = await createFormulation(t, writer, [rawMaterial.id], {
      name: `${tag} Charlie`,
      unitSize: '10',
      status: 'testing',
    });
    const alpha = await createFormulation(t, writer, [rawMaterial.id], {
      name: `${tag} Alpha`,
      unitSize: '30',
      productType: 'cleanser',
    });
    const bravo = await createFormulation(t, writer, [rawMaterial.id], {
      name: `${tag} Bravo`,
      unitSize: '20',
    });
    return { tag, alpha, bravo, charlie };
  }
  const names = (response: { json(): { name: string }[] }) => response.json().map((row) => row.name);

  it('returns the whole list as an array with X-Total-Count', async () => {
    await threeTagged();
    const response = await get('/api/formulations');
    expect(response.statusCode).toBe(200);
    const [stored] = await t.database.db.select({ n: count() }).from(formulations);
    expect(response.json()).toHaveLength(stored!.n);
    expect(response.headers['x-total-count']).toBe(String(stored!.n));
    const item = response.json()[0];
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'productType',
        'targetSkinType',
        'status',
        'applicationArea',
        'exposure',
        'exposureCategory',
        'ifraCategory',
        'markets',
        'yearlyVolume',
        'batchSize',
        'unitSize',
        'version',
        'lineageId',
        'parentId',
        'totalCost',
        'costPerUnit',
        'targetMargin',
        'suggestedUnitPrice',
        'ingredientCount',
        'createdBy',
        'revision',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
  });

  it('pages with ?limit=2&offset=0&sort=name and sends the total', async () => {
    const { tag } = await threeTagged();
    const [stored] = await t.database.db.select({ n: count() }).from(formulations);
    const firstPage = await get('/api/formulations?limit=2&offset=0&sort=name');
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.json()).toHaveLength(2);
    expect(firstPage.headers['x-total-count']).toBe(String(stored!.n));

    const page1 = await get(`/api/formulations?q=${tag}&limit=2&offset=0&sort=name`);
    expect(names(page1)).toEqual([`${tag} Alpha`, `${tag} Bravo`]);
    expect(page1.headers['x-total-count']).toBe('3');
    const page2 = await get(`/api/formulations?q=${tag}&limit=2&offset=2&sort=name`);
    expect(names(page2)).toEqual([`${tag} Charlie`]);
    expect(page2.headers['x-total-count']).toBe('3');
  });

  it('sorts by name descending and by cost per unit', async () => {
    const { tag } = await threeTagged();
    expect(names(await get(`/api/formulations?q=${tag}&sort=-name`))).toEqual([
      `${tag} Charlie`,
      `${tag} Bravo`,
      `${tag} Alpha`,
    ]);
    expect(names(await get(`/api/formulations?q=${tag}&sort=costPerUnit`))).toEqual([
      `${tag} Charlie`,
      `${tag} Bravo`,
      `${tag} Alpha`,
    ]);
    expect(names(await get(`/api/formulations?q=${tag}&sort=-costPerUnit`))).toEqual([
      `${tag} Alpha`,
      `${tag} Bravo`,
      `${tag} Charlie`,
    ]);
  });

  it('searches the name with ?q= (case-insensitive) and filters by status and product type', async () => {
    const { tag } = await threeTagged();
    expect(names(await get(`/api/formulations?q=${tag.toUpperCase()}%20alpha`))).toEqual([`${tag} Alpha`]);
    expect(names(await get(`/api/formulations?q=${tag}&status=testing`))).toEqual([`${tag} Charlie`]);
    expect(names(await get(`/api/formulations?q=${tag}&productType=cleanser`))).toEqual([`${tag} Alpha`]);
    expect((await get(`/api/formulations?q=${tag}zzz`)).json()).toEqual([]);
  });

  it('treats % and _ in ?q= as text, not wildcards', async () => {
    const rawMaterial = await createRawMaterial(t, writer);
    const tag = uniqueName('Pct').replace(' ', '');
    await createFormulation(t, writer, [rawMaterial.id], { name: `${tag} 100%_pure` });
    await createFormulation(t, writer, [rawMaterial.id], { name: `${tag} 100 pure` });
    expect(names(await get(`/api/formulations?q=${encodeURIComponent(`${tag} 100%_`)}`))).toEqual([
      `${tag} 100%_pure`,
    ]);
  });

  it('returns one formulation with its lines', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    const created = await createFormulation(t, writer, specLines(ids));
    const response = await get(`/api/formulations/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('lets every role read, including viewer and finance_analyst', async () => {
    const rawMaterial = await createRawMaterial(t, writer);
    const created = await createFormulation(t, writer, [rawMaterial.id]);
    for (const role of ['viewer', 'finance_analyst']) {
      const cookie = await t.signInAs(role);
      for (const url of [
        '/api/formulations',
        `/api/formulations/${created.id}`,
        `/api/formulations/${created.id}/ingredients`,
        `/api/formulations/${created.id}/versions`,
        `/api/formulations/${created.id}/status-history`,
        `/api/formulations/${created.id}/composition`,
        `/api/formulations/${created.id}/label`,
      ]) {
        expect((await get(url, cookie)).statusCode, `${role} ${url}`).toBe(200);
      }
    }
  });
});
