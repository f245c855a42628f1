import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityOf,
  createRawMaterial,
  createSupplier,
  rawMaterialPayload,
  uniqueName,
} from '../support/factories.ts';
import {
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
 * POST /api/ingredients and the ingredient form's validation (docs/product-rules.md, "The web app", "API conventions"): unit cost as text, the
 * form's defaults and bounds, a new raw material's composition (docs/product-rules.md, "Substances and the label"); a refused request writes
 * nothing.
 */
beforeAll(startRawMaterialsApp);
afterAll(stopRawMaterialsApp);

describe('POST /api/ingredients', () => {
  it('creates an ingredient from the form with unitCost as text and returns it', async () => {
    const supplier = await createSupplier(t, await t.signInAs('admin'));
    const payload = rawMaterialPayload({
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
      // Created without a composition: its INCI name's substance at 100 %, used as its category
      // says ("other" for a humectant); the catalogue of this database is empty, so the name matches nothing and
      // the substance is new and unreviewed (ADR 035).
      composition: [
        {
          substanceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          inciName: 'Glycerin',
          percent: '100.000000',
          minPercent: null,
          maxPercent: null,
          usedAs: 'other',
          unreviewed: true,
        },
      ],
      declaredAsParfum: false,
      ifraLimits: [],
      // The admin may set a function of use: nothing was sent for review (ADR 037).
      proposal: null,
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
    expect(await storedRawMaterial(body.id)).toMatchObject({ unitCost: '2.400000', inciName: 'Glycerin' });
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
    const payload: Record<string, unknown> = rawMaterialPayload({ incisName: '', supplierId: '' });
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

  it('accepts the bounds: unit cost 0.000001, sustainability 1 and 100, shelf life 1 and 120', async () => {
    for (const overrides of [
      { unitCost: '0.000001', sustainabilityRating: 1, shelfLifeMonths: 1 },
      { unitCost: 0.000001, sustainabilityRating: '100', shelfLifeMonths: '120' },
    ]) {
      const response = await t.call({
        method: 'POST',
        url: '/api/ingredients',
        payload: rawMaterialPayload(overrides),
        cookie: writer,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().unitCost).toBe('0.000001');
    }
  });

  it('accepts bulk water at $0.004 per litre, stored and costed as entered', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/ingredients',
      payload: rawMaterialPayload({ name: 'Bulk Water', unitCost: '0.004', unit: 'L' }),
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(201);
    // 1 L at the assumed 1 g/mL weighs 1000 / 28.349523125 = 35.27396195 oz: $0.004 / 35.27396195 = $0.000113/oz.
    expect(response.json()).toMatchObject({ unitCost: '0.004000', unit: 'L', costPerOunce: '0.000113' });
  });

  it('accepts inciName as another spelling of incisName', async () => {
    const payload: Record<string, unknown> = rawMaterialPayload({ inciName: 'Squalane' });
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
      payload: rawMaterialPayload({ supplierId: randomUUID() }),
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

describe('validation (the shared form schema messages, nothing written)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: '' }, 'name', 'Name is required'],
    ['a blank name', { name: '  ' }, 'name', 'Name is required'],
    ['no name', { name: undefined }, 'name', 'Name is required'],
    ['an empty description', { description: '' }, 'description', 'Description is required'],
    ['no description', { description: undefined }, 'description', 'Description is required'],
    ['unit cost 0', { unitCost: '0' }, 'unitCost', 'Unit cost must be greater than 0'],
    ['unit cost 0.0000001', { unitCost: '0.0000001' }, 'unitCost', 'Unit cost must be greater than 0'],
    [
      'a unit cost with 7 decimals',
      { unitCost: '0.0040001' },
      'unitCost',
      'Unit cost can have at most 6 decimal places',
    ],
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
      const payload = rawMaterialPayload(overrides);
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
      const created = await createRawMaterial(t, writer);
      const before = await tableCounts();
      const response = await put(created.id, { ...rawMaterialPayload(overrides), revision: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
      expect(await storedRawMaterial(created.id)).toMatchObject({
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
