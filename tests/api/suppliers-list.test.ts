import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../src/server/db/schema.ts';
import { createRawMaterial, createSupplier, uniqueName } from '../support/factories.ts';
import { get, startSuppliersApp, stopSuppliersApp, t, writer } from '../support/suppliers-app.ts';

/**
 * GET /api/suppliers and GET /api/suppliers/{id} (docs/product-rules.md, "API conventions"): the list in the order added
 * with X-Total-Count, search, sorting, paging, the raw material count, and reads by the read-only roles.
 */
beforeAll(startSuppliersApp);
afterAll(stopSuppliersApp);

const names = (response: { json(): { name: string }[] }) => response.json().map((row) => row.name);

describe('GET /api/suppliers', () => {
  async function threeTagged() {
    const tag = uniqueName('Sup').replace(' ', '');
    const charlie = await createSupplier(t, writer, {
      name: `${tag} Charlie`,
      country: 'Japan',
      rating: '3.0',
      sustainabilityScore: 90,
      leadTimedays: 30,
    });
    const alpha = await createSupplier(t, writer, {
      name: `${tag} Alpha`,
      country: 'France',
      rating: '5.0',
      sustainabilityScore: 10,
      leadTimedays: 7,
    });
    const bravo = await createSupplier(t, writer, {
      name: `${tag} Bravo`,
      country: 'Brazil',
      rating: '4.0',
      sustainabilityScore: 50,
      leadTimedays: 14,
    });
    return { tag, alpha, bravo, charlie };
  }

  it('returns every supplier in the order they were added, with X-Total-Count', async () => {
    const { tag } = await threeTagged();
    const response = await get('/api/suppliers');
    expect(response.statusCode).toBe(200);
    const [stored] = await t.database.db.select({ n: count() }).from(suppliers);
    expect(response.json()).toHaveLength(stored!.n);
    expect(response.headers['x-total-count']).toBe(String(stored!.n));
    expect(names(await get(`/api/suppliers?q=${tag}`))).toEqual([
      `${tag} Charlie`,
      `${tag} Alpha`,
      `${tag} Bravo`,
    ]);
  });

  it('searches name and country with ?q=', async () => {
    const { tag } = await threeTagged();
    expect(names(await get(`/api/suppliers?q=${tag.toLowerCase()}%20alpha`))).toEqual([`${tag} Alpha`]);
    const brazil = names(await get('/api/suppliers?q=brazil'));
    expect(brazil).toContain(`${tag} Bravo`);
    expect(brazil).not.toContain(`${tag} Alpha`);
  });

  it.each([
    ['name', ['Alpha', 'Bravo', 'Charlie']],
    ['-name', ['Charlie', 'Bravo', 'Alpha']],
    ['rating', ['Charlie', 'Bravo', 'Alpha']],
    ['-rating', ['Alpha', 'Bravo', 'Charlie']],
    ['sustainabilityScore', ['Alpha', 'Bravo', 'Charlie']],
    ['-sustainabilityScore', ['Charlie', 'Bravo', 'Alpha']],
    ['leadTimedays', ['Alpha', 'Bravo', 'Charlie']],
    ['-leadTimedays', ['Charlie', 'Bravo', 'Alpha']],
  ])('sorts by %s', async (sort, order) => {
    const { tag } = await threeTagged();
    expect(names(await get(`/api/suppliers?q=${tag}&sort=${sort}`))).toEqual(
      order.map((name) => `${tag} ${name}`),
    );
  });

  it('pages with limit and offset and sends the total', async () => {
    const { tag } = await threeTagged();
    const page1 = await get(`/api/suppliers?q=${tag}&limit=2&offset=0&sort=name`);
    expect(names(page1)).toEqual([`${tag} Alpha`, `${tag} Bravo`]);
    expect(page1.headers['x-total-count']).toBe('3');
    const page2 = await get(`/api/suppliers?q=${tag}&limit=2&offset=2&sort=name`);
    expect(names(page2)).toEqual([`${tag} Charlie`]);
  });

  it('GET /api/suppliers/{id} returns one supplier with its ingredient count', async () => {
    const supplier = await createSupplier(t, writer);
    await createRawMaterial(t, writer, { supplierId: supplier.id });
    const response = await get(`/api/suppliers/${supplier.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...supplier, ingredientCount: 1 });
  });

  it('lets viewer and rd_scientist read', async () => {
    const supplier = await createSupplier(t, writer);
    for (const role of ['viewer', 'rd_scientist']) {
      const cookie = await t.signInAs(role);
      expect((await get('/api/suppliers', cookie)).statusCode).toBe(200);
      expect((await get(`/api/suppliers/${supplier.id}`, cookie)).statusCode).toBe(200);
    }
  });
});
