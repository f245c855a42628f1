import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormulation, createRawMaterial, formulationPayload } from '../support/factories.ts';
import {
  get,
  put,
  startFormulationsApp,
  stopFormulationsApp,
  storedFormulation,
  t,
  tableCounts,
  writer,
} from '../support/formulations-app.ts';

/**
 * The formulation form's validation on POST and PUT (docs/product-rules.md, "The web app"): a refused request writes
 * nothing.
 */
beforeAll(startFormulationsApp);
afterAll(stopFormulationsApp);

describe('validation (the shared form schema messages, nothing written)', () => {
  const cases: [string, (payload: Record<string, unknown>) => void, string, string][] = [
    ['an empty name', (p) => (p.name = ''), 'name', 'Name is required'],
    ['a blank name', (p) => (p.name = '   '), 'name', 'Name is required'],
    ['no name', (p) => delete p.name, 'name', 'Name is required'],
    ['no product type', (p) => delete p.productType, 'productType', 'Product type is required'],
    ['an empty product type', (p) => (p.productType = ''), 'productType', 'Product type is required'],
    ['an unknown product type', (p) => (p.productType = 'lotion'), 'productType', 'Product type is required'],
    ['batch size 0', (p) => (p.batchSize = '0'), 'batchSize', 'Batch size must be at least 1'],
    ['batch size 0.5', (p) => (p.batchSize = 0.5), 'batchSize', 'Batch size must be at least 1'],
    ['batch size as words', (p) => (p.batchSize = 'lots'), 'batchSize', 'Batch size must be at least 1'],
    ['unit size 0', (p) => (p.unitSize = '0'), 'unitSize', 'Unit size must be at least 1'],
    ['a negative unit size', (p) => (p.unitSize = -50), 'unitSize', 'Unit size must be at least 1'],
    [
      'no ingredient lines',
      (p) => (p.ingredients = []),
      'ingredients',
      'At least one ingredient is required',
    ],
    [
      'no ingredients field',
      (p) => delete p.ingredients,
      'ingredients',
      'At least one ingredient is required',
    ],
    [
      'a line without an ingredient',
      (p) => (p.ingredients = [{ ingredientId: '', ounces: '10' }]),
      'ingredients.0.ingredientId',
      'Ingredient is required',
    ],
    [
      'a line with a malformed ingredient id',
      (p) => (p.ingredients = [{ ingredientId: 'water', ounces: '10' }]),
      'ingredients.0.ingredientId',
      'Ingredient is required',
    ],
    [
      'a line with 0 ounces',
      (p) => ((p.ingredients as { ounces: string }[])[0]!.ounces = '0'),
      'ingredients.0.ounces',
      'Ounces must be at least 0.01',
    ],
    [
      'a line with 0.009 ounces',
      (p) => ((p.ingredients as { ounces: string }[])[0]!.ounces = '0.009'),
      'ingredients.0.ounces',
      'Ounces must be at least 0.01',
    ],
    [
      'a line with negative ounces',
      (p) => ((p.ingredients as { ounces: number }[])[0]!.ounces = -3),
      'ingredients.0.ounces',
      'Ounces must be at least 0.01',
    ],
    [
      'a line without ounces',
      (p) => delete (p.ingredients as { ounces?: string }[])[0]!.ounces,
      'ingredients.0.ounces',
      'Ounces must be at least 0.01',
    ],
    [
      'a line with 7 decimal places of ounces',
      (p) => ((p.ingredients as { ounces: string }[])[0]!.ounces = '12.3456789'),
      'ingredients.0.ounces',
      'Ounces can have at most 6 decimal places',
    ],
    [
      'a batch size with 7 decimal places',
      (p) => (p.batchSize = '1000.0000001'),
      'batchSize',
      'Batch size can have at most 6 decimal places',
    ],
    [
      'a target margin of 96',
      (p) => (p.targetMargin = 96),
      'targetMargin',
      'Target margin must be between 0 and 95',
    ],
  ];

  it.each(cases)(
    'POST with %s answers 400 with the field message',
    async (_label, change, field, message) => {
      const rawMaterial = await createRawMaterial(t, writer);
      const payload = formulationPayload([rawMaterial.id]);
      change(payload);
      const before = await tableCounts();
      const response = await t.call({ method: 'POST', url: '/api/formulations', payload, cookie: writer });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe(message);
      expect(body.fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it.each(cases.filter((_, index) => index % 3 === 0))(
    'PUT with %s answers 400 and leaves the formulation as it was',
    async (_label, change, field, message) => {
      const rawMaterial = await createRawMaterial(t, writer);
      const created = await createFormulation(t, writer, [rawMaterial.id]);
      const payload = { ...formulationPayload([rawMaterial.id]), revision: created.revision };
      change(payload);
      const before = await tableCounts();
      const response = await put(created.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
      expect(await storedFormulation(created.id)).toMatchObject({ name: created.name, revision: 1 });
    },
  );

  it('reports every invalid field at once', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/formulations',
      payload: { name: '', batchSize: '0', unitSize: '0', ingredients: [] },
      cookie: writer,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      name: ['Name is required'],
      productType: ['Product type is required'],
      batchSize: ['Batch size must be at least 1'],
      unitSize: ['Unit size must be at least 1'],
      ingredients: ['At least one ingredient is required'],
    });
  });

  it('refuses a malformed list query', async () => {
    expect((await get('/api/formulations?limit=0')).statusCode).toBe(400);
    expect((await get('/api/formulations?sort=price')).statusCode).toBe(400);
    expect((await get('/api/formulations?status=archived')).statusCode).toBe(400);
  });
});
