import { randomUUID } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D } from '../../src/domain/formulation/cost.ts';
import { activityLog, formulations, ingredients } from '../../src/server/db/schema.ts';
import {
  activityOf,
  createFormulation,
  createIngredient,
  createSpecIngredients,
  createSupplier,
  formulationPayload,
  ingredientPayload,
  specLines,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

let t: TestApp;
/** procurement_specialist: a non-admin role on the ingredients write list (but not on formulations). */
let writer: string;
let writerId: string;
/** Formulations need a formulation writer. */
let formulator: string;
beforeAll(async () => {
  t = await buildTestApp();
  writer = await t.signInAs('procurement_specialist');
  writerId = (await t.createUser('procurement_specialist')).id;
  formulator = await t.signInAs('rd_scientist');
});
afterAll(async () => t.close());

async function tableCounts() {
  const [i] = await t.database.db.select({ n: count() }).from(ingredients);
  const [a] = await t.database.db.select({ n: count() }).from(activityLog);
  return { ingredients: i!.n, activity: a!.n };
}
async function storedIngredient(id: string) {
  const [row] = await t.database.db.select().from(ingredients).where(eq(ingredients.id, id));
  return row;
}
async function storedFormulation(id: string) {
  const [row] = await t.database.db.select().from(formulations).where(eq(formulations.id, id));
  return row;
}

const get = (url: string, cookie = writer) => t.call({ method: 'GET', url, cookie });
const put = (id: string, payload: object, cookie = writer) =>
  t.call({ method: 'PUT', url: `/api/ingredients/${id}`, payload, cookie });
const names = (response: { json(): { name: string }[] }) => response.json().map((row) => row.name);

describe('POST /api/ingredients', () => {
  it('creates an ingredient from the form with unitCost as text and returns it', async () => {
    const supplier = await createSupplier(t, await t.signInAs('admin'));
    const payload = ingredientPayload({
      name: uniqueName('Vegetable Glycerin'),
      incisName: 'Glycerin',
      description: 'Humectant from vegetable oils',
      category: 'humectant',
      supplierId: supplier.id,
      unitCost: '2.40',
      unit: 'lb',
      qualityGrade: 'food',
      sustainabilityRating: 78,
      regulatoryRestrictions: ['None in EU', ''],
      allergenInfo: 'None known',
      shelfLifeMonths: 24,
      storageConditions: 'Ambient',
    });
    const response = await t.call({ method: 'POST', url: '/api/ingredients', payload, cookie: writer });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: payload.name,
      incisName: 'Glycerin',
      description: 'Humectant from vegetable oils',
      category: 'humectant',
      supplierId: supplier.id,
      supplierName: supplier.name,
      unitCost: '2.400000',
      unit: 'lb',
      density: null,
      // $2.40 per lb / 16 oz = $0.15 per oz
      costPerOunce: '0.150000',
      // Created without a composition: its INCI name's substance at 100 % (DESIGN §4a).
      composition: [
        {
          substanceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          inciName: 'Glycerin',
          percent: '100.000000',
          minPercent: null,
          maxPercent: null,
        },
      ],
      qualityGrade: 'food',
      sustainabilityRating: 78,
      regulatoryRestrictions: ['None in EU'],
      allergenInfo: 'None known',
      shelfLifeMonths: 24,
      storageConditions: 'Ambient',
      waterLitersPerOz: null,
      carbonKgPerOz: null,
      naturalOriginIndex: null,
      usageCount: 0,
      revision: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await storedIngredient(body.id)).toMatchObject({ unitCost: '2.400000', inciName: 'Glycerin' });
    const activity = await activityOf(t, body.id);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      action: 'ingredient_create',
      entityType: 'ingredient',
      userId: writerId,
      description: `Added ingredient "${payload.name}"`,
    });
  });

  it('applies the form defaults: unit oz, grade cosmetic, sustainability 50, shelf life 24', async () => {
    const payload: Record<string, unknown> = ingredientPayload({ incisName: '', supplierId: '' });
    for (const field of [
      'unit',
      'qualityGrade',
      'sustainabilityRating',
      'shelfLifeMonths',
      'regulatoryRestrictions',
    ]) {
      delete payload[field];
    }
    const response = await t.call({ method: 'POST', url: '/api/ingredients', payload, cookie: writer });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      unit: 'oz',
      qualityGrade: 'cosmetic',
      sustainabilityRating: 50,
      shelfLifeMonths: 24,
      regulatoryRestrictions: [],
      incisName: null,
      supplierId: null,
      supplierName: null,
    });
  });

  it('accepts the bounds: unit cost 0.01, sustainability 1 and 100, shelf life 1 and 120', async () => {
    for (const overrides of [
      { unitCost: '0.01', sustainabilityRating: 1, shelfLifeMonths: 1 },
      { unitCost: 0.01, sustainabilityRating: '100', shelfLifeMonths: '120' },
    ]) {
      const response = await t.call({
        method: 'POST',
        url: '/api/ingredients',
        payload: ingredientPayload(overrides),
        cookie: writer,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().unitCost).toBe('0.010000');
    }
  });

  it('accepts inciName as another spelling of incisName', async () => {
    const payload: Record<string, unknown> = ingredientPayload({ inciName: 'Squalane' });
    delete payload.incisName;
    const response = await t.call({ method: 'POST', url: '/api/ingredients', payload, cookie: writer });
    expect(response.statusCode).toBe(201);
    expect(response.json().incisName).toBe('Squalane');
  });

  it('refuses a supplier that does not exist, and writes nothing', async () => {
    const before = await tableCounts();
    const response = await t.call({
      method: 'POST',
      url: '/api/ingredients',
      payload: ingredientPayload({ supplierId: randomUUID() }),
      cookie: writer,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Supplier not found',
      fieldErrors: { supplierId: ['Supplier not found'] },
    });
    expect(await tableCounts()).toEqual(before);
  });
});

describe('validation (spec §5 messages, nothing written)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: '' }, 'name', 'Name is required'],
    ['a blank name', { name: '  ' }, 'name', 'Name is required'],
    ['no name', { name: undefined }, 'name', 'Name is required'],
    ['an empty description', { description: '' }, 'description', 'Description is required'],
    ['no description', { description: undefined }, 'description', 'Description is required'],
    ['unit cost 0', { unitCost: '0' }, 'unitCost', 'Unit cost must be greater than 0'],
    ['unit cost 0.009', { unitCost: '0.009' }, 'unitCost', 'Unit cost must be greater than 0'],
    ['a negative unit cost', { unitCost: -2 }, 'unitCost', 'Unit cost must be greater than 0'],
    ['a unit cost in words', { unitCost: 'cheap' }, 'unitCost', 'Unit cost must be greater than 0'],
    ['no unit cost', { unitCost: undefined }, 'unitCost', 'Unit cost must be greater than 0'],
    [
      'sustainability 0',
      { sustainabilityRating: 0 },
      'sustainabilityRating',
      'Sustainability rating must be between 1 and 100',
    ],
    [
      'sustainability 101',
      { sustainabilityRating: '101' },
      'sustainabilityRating',
      'Sustainability rating must be between 1 and 100',
    ],
    [
      'sustainability 50.5',
      { sustainabilityRating: 50.5 },
      'sustainabilityRating',
      'Sustainability rating must be between 1 and 100',
    ],
    [
      'shelf life 0',
      { shelfLifeMonths: 0 },
      'shelfLifeMonths',
      'Shelf life must be between 1 and 120 months',
    ],
    [
      'shelf life 121',
      { shelfLifeMonths: '121' },
      'shelfLifeMonths',
      'Shelf life must be between 1 and 120 months',
    ],
    ['an unknown category', { category: 'solvent' }, 'category', 'Category is required'],
    ['an unknown unit', { unit: 'ton' }, 'unit', 'Unit must be oz, lb, g, kg, fl oz, gal, mL or L'],
    ['a malformed supplier id', { supplierId: 'acme' }, 'supplierId', 'Supplier not found'],
  ];

  it.each(cases)(
    'POST with %s answers 400 with the field message',
    async (_label, overrides, field, message) => {
      const payload = ingredientPayload(overrides);
      const before = await tableCounts();
      const response = await t.call({ method: 'POST', url: '/api/ingredients', payload, cookie: writer });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe(message);
      expect(body.fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it.each(cases.filter((_, index) => index % 2 === 0))(
    'PUT with %s answers 400 and leaves the ingredient as it was',
    async (_label, overrides, field, message) => {
      const created = await createIngredient(t, writer);
      const before = await tableCounts();
      const response = await put(created.id, { ...ingredientPayload(overrides), revision: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
      expect(await storedIngredient(created.id)).toMatchObject({
        name: created.name,
        unitCost: '1.000000',
        revision: 1,
      });
    },
  );

  it('refuses a malformed list query', async () => {
    expect((await get('/api/ingredients?category=solvent')).statusCode).toBe(400);
    expect((await get('/api/ingredients?sort=price')).statusCode).toBe(400);
    expect((await get('/api/ingredients?supplierId=acme')).statusCode).toBe(400);
    expect((await get('/api/ingredients?limit=501')).statusCode).toBe(400);
  });
});

describe('GET /api/ingredients: search, filter, sort, paging', () => {
  /** Three ingredients whose every sortable column differs, tagged so ?q= finds only them. */
  async function threeTagged() {
    const tag = uniqueName('Ing').replace(' ', '');
    const admin = await t.signInAs('admin');
    const alphaSupplier = await createSupplier(t, admin, { name: `${tag} Alpha Supplies` });
    const zuluSupplier = await createSupplier(t, admin, { name: `${tag} Zulu Supplies` });
    const a = await createIngredient(t, writer, {
      name: `${tag} A`,
      incisName: `Inci${tag} Extract`,
      category: 'active',
      supplierId: zuluSupplier.id,
      unitCost: '3.00',
      sustainabilityRating: 10,
      qualityGrade: 'organic',
      shelfLifeMonths: 36,
    });
    const b = await createIngredient(t, writer, {
      name: `${tag} B`,
      category: 'base',
      supplierId: alphaSupplier.id,
      unitCost: '1.00',
      sustainabilityRating: 90,
      qualityGrade: 'cosmetic',
      shelfLifeMonths: 12,
    });
    const c = await createIngredient(t, writer, {
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
    const [stored] = await t.database.db.select({ n: count() }).from(ingredients);
    const unfiltered = await get('/api/ingredients?limit=1');
    expect(unfiltered.json()).toHaveLength(1);
    expect(unfiltered.headers['x-total-count']).toBe(String(stored!.n));
  });

  it('GET /api/ingredients/{id} returns one ingredient with its usage count', async () => {
    const ids = await createSpecIngredients(t, writer);
    await createFormulation(t, formulator, specLines(ids));
    await createFormulation(t, formulator, specLines(ids));
    const response = await get(`/api/ingredients/${ids.glycerin.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...ids.glycerin, usageCount: 2 });
  });

  it('lets viewer and finance_analyst read', async () => {
    const created = await createIngredient(t, writer);
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

describe('PUT /api/ingredients/{id}: costs are never stale', () => {
  it('recomputes the formulations using it when the unit cost changes (glycerin 2.40 -> 3.20)', async () => {
    const ids = await createSpecIngredients(t, writer);
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
    const ids = await createSpecIngredients(t, writer);
    const full = await createFormulation(t, formulator, specLines(ids));
    const half = await createFormulation(t, formulator, specLines(ids, 0.5));
    // Niacinamide bought by the pound instead: $1.20 / 16 = $0.075 per oz.
    // full: 100 oz x 0.075 = 7.50; C = 1.20 + 45.00 + 7.50 = 53.70 = totalCost; costPerUnit = 53.70 x 50 / 1000 = 2.6850
    // half: C = 0.60 + 22.50 + 3.75 = 26.85; totalCost = 26.85 x 1000 / 500 = 53.7000; costPerUnit = 2.6850
    const response = await put(ids.niacinamide.id, {
      ...ingredientPayload({ ...ids.niacinamide, unit: 'lb' }),
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
    const ids = await createSpecIngredients(t, writer);
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
        put(ids.glycerin.id, { ...ingredientPayload({ ...ids.glycerin, unitCost: price }), revision }),
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
    const ids = await createSpecIngredients(t, writer);
    await createFormulation(t, formulator, specLines(ids));
    const response = await put(ids.water.id, {
      ...ingredientPayload({ ...ids.water, name: `${ids.water.name} renamed`, unitCost: '0.0320' }),
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
    const ids = await createSpecIngredients(t, writer);
    const formulation = await createFormulation(t, formulator, specLines(ids));
    const first = await put(ids.glycerin.id, {
      ...ingredientPayload({ ...ids.glycerin, unitCost: '3.20' }),
      revision: 1,
    });
    expect(first.statusCode).toBe(200);
    const before = await tableCounts();
    const second = await put(ids.glycerin.id, {
      ...ingredientPayload({ ...ids.glycerin, unitCost: '9.99' }),
      revision: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: STALE });
    expect(await storedIngredient(ids.glycerin.id)).toMatchObject({ unitCost: '3.200000', revision: 2 });
    expect(await storedFormulation(formulation.id)).toMatchObject({ totalCost: '181.2000' });
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 when the revision is missing', async () => {
    const created = await createIngredient(t, writer);
    const response = await put(created.id, ingredientPayload({ name: 'No revision' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Revision is required');
    expect(await storedIngredient(created.id)).toMatchObject({ name: created.name, revision: 1 });
  });

  it('refuses a supplier that does not exist', async () => {
    const created = await createIngredient(t, writer);
    const response = await put(created.id, {
      ...ingredientPayload({ supplierId: randomUUID() }),
      revision: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Supplier not found');
    expect(await storedIngredient(created.id)).toMatchObject({ revision: 1, supplierId: null });
  });
});

describe('DELETE /api/ingredients/{id}', () => {
  it('deletes an unused ingredient and logs it', async () => {
    const created = await createIngredient(t, writer);
    const response = await t.call({
      method: 'DELETE',
      url: `/api/ingredients/${created.id}`,
      cookie: writer,
    });
    expect(response.statusCode).toBe(204);
    expect((await get(`/api/ingredients/${created.id}`)).statusCode).toBe(404);
    expect(await storedIngredient(created.id)).toBeUndefined();
    const activity = await activityOf(t, created.id);
    expect(activity.map((row) => row.action)).toEqual(['ingredient_create', 'ingredient_delete']);
    expect(activity[1]).toMatchObject({
      userId: writerId,
      description: `Deleted ingredient "${created.name}"`,
    });
  });

  it('refuses with 409 naming the formulations that use it, and keeps it', async () => {
    const ids = await createSpecIngredients(t, writer);
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
    expect(await storedIngredient(ids.glycerin.id)).toBeDefined();
    expect(await tableCounts()).toEqual(before);
  });
});

describe('DELETE /api/ingredients/{id} of an ingredient in many formulations', () => {
  it('names the first five formulations in the 409 and counts the rest', async () => {
    const ingredient = await createIngredient(t, writer);
    const tag = uniqueName('Many');
    for (const letter of ['A', 'B', 'C', 'D', 'E', 'F', 'G'])
      await createFormulation(t, formulator, [ingredient.id], { name: `${tag} ${letter}` });
    const response = await t.call({
      method: 'DELETE',
      url: `/api/ingredients/${ingredient.id}`,
      cookie: writer,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `"${ingredient.name}" is used by 7 formulation(s): ${['A', 'B', 'C', 'D', 'E'].map((l) => `${tag} ${l} (v1)`).join(', ')} and 2 more. Remove it from them first.`,
    );
    expect(response.json().formulations).toHaveLength(7);
  });
});

describe('GET /api/ingredients/{id}/where-used', () => {
  it('lists each formulation using it with its % w/w', async () => {
    const ids = await createSpecIngredients(t, writer);
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
    const ids = await createSpecIngredients(t, writer);
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
    const created = await createIngredient(t, writer);
    const response = await get(`/api/ingredients/${created.id}/where-used`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('POST /api/ingredients/import', () => {
  it('imports the valid rows and reports each rejected row with its number and the form messages', async () => {
    const tag = uniqueName('Csv').replace(' ', '');
    const supplier = await createSupplier(t, await t.signInAs('admin'), { name: `${tag} Olive Oils` });
    const csv = [
      'Name,INCI Name,Description,Category,Unit Cost,Unit,Quality Grade,Sustainability,Shelf Life,Supplier,Regulatory Restrictions',
      `${tag} Squalane,Squalane,Olive-derived emollient,emollient,4.50,oz,natural,85,36,${tag} olive oils,Max 5%;Leave-on only`,
      `${tag} Bad Cost,,A bad row,base,0,oz,cosmetic,50,24,,`,
      ',Nameless,No name here,base,1.00,oz,cosmetic,50,24,,',
      `${tag} Shea,Butyrospermum Parkii Butter,"Shea butter, refined",emollient,12.00,lb,organic,70,24,,`,
      `${tag} Bad Many,,,solvent,abc,ton,cosmetic,0,200,Nowhere Supplies,`,
    ].join('\r\n');
    const response = await t.call({
      method: 'POST',
      url: '/api/ingredients/import',
      payload: { csv },
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      accepted: 2,
      rejected: [
        { row: 3, name: `${tag} Bad Cost`, errors: ['Unit cost must be greater than 0'] },
        { row: 4, name: '', errors: ['Name is required'] },
        {
          row: 6,
          name: `${tag} Bad Many`,
          errors: [
            'Description is required',
            'Category is required',
            'Unit cost must be greater than 0',
            'Unit must be oz, lb, g, kg, fl oz, gal, mL or L',
            'Sustainability rating must be between 1 and 100',
            'Shelf life must be between 1 and 120 months',
            'Supplier "Nowhere Supplies" not found',
          ],
        },
      ],
    });
    const rows = await t.database.db
      .select()
      .from(ingredients)
      .where(like(ingredients.name, `${tag}%`))
      .orderBy(ingredients.name);
    expect(rows.map((row) => row.name)).toEqual([`${tag} Shea`, `${tag} Squalane`]);
    expect(rows[1]).toMatchObject({
      inciName: 'Squalane',
      category: 'emollient',
      unitCost: '4.500000',
      qualityGrade: 'natural',
      sustainabilityRating: 85,
      shelfLifeMonths: 36,
      supplierId: supplier.id,
      regulatoryRestrictions: ['Max 5%', 'Leave-on only'],
    });
    expect(rows[0]).toMatchObject({ description: 'Shea butter, refined', unit: 'lb', unitCost: '12.000000' });
    const [nameless] = await t.database.db
      .select()
      .from(ingredients)
      .where(eq(ingredients.inciName, 'Nameless'));
    expect(nameless).toBeUndefined();

    const activity = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'ingredient_import'));
    expect(
      activity.some((row) => row.description === 'Imported 2 ingredient(s) from CSV, 3 row(s) rejected'),
    ).toBe(true);
  });

  it('writes nothing when every row is rejected', async () => {
    const tag = uniqueName('CsvBad').replace(' ', '');
    const before = await tableCounts();
    const csv = `name,description,category,unitCost\n${tag} One,,base,1\n${tag} Two,Fine,base,0.001\n`;
    const response = await t.call({
      method: 'POST',
      url: '/api/ingredients/import',
      payload: { csv },
      cookie: writer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      accepted: 0,
      rejected: [
        { row: 2, name: `${tag} One`, errors: ['Description is required'] },
        { row: 3, name: `${tag} Two`, errors: ['Unit cost must be greater than 0'] },
      ],
    });
    expect(await tableCounts()).toEqual(before);
  });

  it("numbers rejected rows as the user's spreadsheet does when an empty row comes before them", async () => {
    // Row 2 left empty in a spreadsheet is saved as ",,,": the bad row is row 3 there, and the report must say so.
    const tag = uniqueName('CsvGap').replace(' ', '');
    const before = await tableCounts();
    const csv = `name,description,category,unitCost\n,,,\n${tag} Gap,,base,1\n`;
    const response = await t.call({
      method: 'POST',
      url: '/api/ingredients/import',
      payload: { csv },
      cookie: writer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().rejected).toEqual([
      { row: 3, name: `${tag} Gap`, errors: ['Description is required'] },
    ]);
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 to an empty file or a file with only a header', async () => {
    const before = await tableCounts();
    const empty = await t.call({
      method: 'POST',
      url: '/api/ingredients/import',
      payload: { csv: '' },
      cookie: writer,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a CSV or Excel file to import');
    const missing = await t.call({
      method: 'POST',
      url: '/api/ingredients/import',
      payload: {},
      cookie: writer,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a CSV or Excel file to import');
    const header = await t.call({
      method: 'POST',
      url: '/api/ingredients/import',
      payload: { csv: 'name,description,category,unitCost\n' },
      cookie: writer,
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe('The file has no rows to import');
    expect(await tableCounts()).toEqual(before);
  });
});

describe('access', () => {
  it('answers 401 on every ingredient endpoint when signed out', async () => {
    const id = randomUUID();
    const requests = [
      { method: 'GET', url: '/api/ingredients' },
      { method: 'GET', url: `/api/ingredients/${id}` },
      { method: 'GET', url: `/api/ingredients/${id}/where-used` },
      { method: 'POST', url: '/api/ingredients', payload: ingredientPayload() },
      { method: 'PUT', url: `/api/ingredients/${id}`, payload: { ...ingredientPayload(), revision: 1 } },
      { method: 'DELETE', url: `/api/ingredients/${id}` },
      { method: 'POST', url: '/api/ingredients/import', payload: { csv: 'name\nx\n' } },
    ] as const;
    const before = await tableCounts();
    for (const request of requests) {
      const response = await t.call({ ...request });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it.each(['viewer', 'finance_analyst'])(
    'answers 403 to %s on every write and changes nothing',
    async (role) => {
      const created = await createIngredient(t, writer);
      const cookie = await t.signInAs(role);
      const before = await tableCounts();
      const requests = [
        { method: 'POST', url: '/api/ingredients', payload: ingredientPayload() },
        {
          method: 'PUT',
          url: `/api/ingredients/${created.id}`,
          payload: { ...ingredientPayload(), revision: 1 },
        },
        { method: 'DELETE', url: `/api/ingredients/${created.id}` },
        {
          method: 'POST',
          url: '/api/ingredients/import',
          payload: { csv: 'name,description,category,unitCost\nSneaky,Row,base,1\n' },
        },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie });
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
      expect(await tableCounts()).toEqual(before);
      expect(await storedIngredient(created.id)).toMatchObject({ name: created.name, revision: 1 });
    },
  );

  it.each(['admin', 'editor', 'rd_scientist'])('lets %s create, edit and delete', async (role) => {
    const cookie = await t.signInAs(role);
    const created = await createIngredient(t, cookie);
    expect((await put(created.id, { ...ingredientPayload(), revision: 1 }, cookie)).statusCode).toBe(200);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/ingredients/${created.id}`, cookie })).statusCode,
    ).toBe(204);
  });
});

describe('404', () => {
  it.each([randomUUID(), 'not-a-uuid'])(
    'answers 404 "Ingredient not found" for id %s everywhere',
    async (id) => {
      const before = await tableCounts();
      const requests = [
        { method: 'GET', url: `/api/ingredients/${id}` },
        { method: 'GET', url: `/api/ingredients/${id}/where-used` },
        { method: 'PUT', url: `/api/ingredients/${id}`, payload: { ...ingredientPayload(), revision: 1 } },
        { method: 'DELETE', url: `/api/ingredients/${id}` },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie: writer });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Ingredient not found' });
      }
      expect(await tableCounts()).toEqual(before);
    },
  );
});
