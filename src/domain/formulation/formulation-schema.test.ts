import { describe, expect, it } from 'vitest';
import {
  formulationInputSchema,
  formulationLineInputSchema,
  MAX_FORMULATION_LINES,
} from './formulation-schema.ts';

const RAW_MATERIAL_ID = '6f1c2b8e-3d4a-4e5f-9a6b-7c8d9e0f1a2b';

// What the spec's client posts: sizes as text, lines with quantity and cost it computed itself.
function buildPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Matte Defense Moisturizer',
    description: 'Oil-control daily moisturizer',
    productType: 'moisturizer',
    targetSkinType: 'oily',
    status: 'draft',
    batchSize: '1000',
    unitSize: '50',
    ingredients: [{ ingredientId: RAW_MATERIAL_ID, ounces: '600', quantity: '600', cost: 1.2 }],
    ...overrides,
  };
}

/** The messages of a failed parse, so each test can say exactly which message a bad input gives. */
function messages(payload: Record<string, unknown>): string[] {
  const result = formulationInputSchema.safeParse(payload);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function lineMessages(line: Record<string, unknown>): string[] {
  const result = formulationLineInputSchema.safeParse(line);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('formulationInputSchema', () => {
  it('accepts the spec payload, numbers as text, and fills the defaults', () => {
    const parsed = formulationInputSchema.parse(buildPayload());
    expect(parsed).toMatchObject({
      name: 'Matte Defense Moisturizer',
      batchSize: 1000,
      unitSize: 50,
      targetMargin: 60,
      status: 'draft',
      targetSkinType: 'oily',
    });
    expect(parsed.ingredients[0].ounces).toBe(600);

    const minimal = formulationInputSchema.parse({
      name: '  Beard Balm  ',
      productType: 'balm',
      ingredients: [{ ingredientId: RAW_MATERIAL_ID, ounces: 0.01 }],
    });
    expect(minimal).toMatchObject({ name: 'Beard Balm', batchSize: 1000, unitSize: 50, targetMargin: 60 });
    expect(minimal).toMatchObject({ status: 'draft', targetSkinType: null, description: null });
  });

  it('accepts numbers as numbers and as decimal text', () => {
    const parsed = formulationInputSchema.parse(
      buildPayload({ batchSize: 2500.5, unitSize: '1.7', targetMargin: '42.5', revision: 3 }),
    );
    expect(parsed).toMatchObject({ batchSize: 2500.5, unitSize: 1.7, targetMargin: 42.5, revision: 3 });
  });

  it('requires a name', () => {
    for (const name of ['', '   ', undefined, null])
      expect(messages(buildPayload({ name }))).toEqual(['Name is required']);
    expect(messages(buildPayload({ name: 'x'.repeat(201) }))).toEqual([
      'Name must be at most 200 characters',
    ]);
  });

  it('requires a product type from the list', () => {
    for (const productType of ['', undefined, 'lotion', 7]) {
      expect(messages(buildPayload({ productType }))).toEqual(['Product type is required']);
    }
  });

  it('treats an empty or missing skin type as none and refuses an unknown one', () => {
    for (const targetSkinType of ['', null, undefined]) {
      expect(formulationInputSchema.parse(buildPayload({ targetSkinType })).targetSkinType).toBeNull();
    }
    expect(formulationInputSchema.parse(buildPayload({ targetSkinType: 'acne_prone' })).targetSkinType).toBe(
      'acne_prone',
    );
    expect(messages(buildPayload({ targetSkinType: 'greasy' }))).toEqual(['Target skin type is invalid']);
  });

  it('accepts every status, rejected included, and refuses others', () => {
    expect(formulationInputSchema.parse(buildPayload({ status: 'rejected' })).status).toBe('rejected');
    expect(formulationInputSchema.parse(buildPayload({ status: undefined })).status).toBe('draft');
    expect(messages(buildPayload({ status: 'shipped' }))).toEqual(['Status is invalid']);
  });

  it('gives the batch and unit size messages for small or non-numeric values', () => {
    for (const batchSize of [0, '0', '0.5', -3, '', 'abc', '1e3', '12abc', {}]) {
      expect(messages(buildPayload({ batchSize }))).toEqual(['Batch size must be at least 1']);
    }
    for (const unitSize of [0, '0.99', 'fifty', ' ', 'x'.repeat(41)]) {
      expect(messages(buildPayload({ unitSize }))).toEqual(['Unit size must be at least 1']);
    }
    expect(formulationInputSchema.parse(buildPayload({ batchSize: '1', unitSize: 1 }))).toMatchObject({
      batchSize: 1,
      unitSize: 1,
    });
  });

  it('keeps the target margin between 0 and 95, defaulting to 60', () => {
    for (const targetMargin of [-1, '95.01', 100, 'sixty', '']) {
      expect(messages(buildPayload({ targetMargin }))).toEqual(['Target margin must be between 0 and 95']);
    }
    expect(formulationInputSchema.parse(buildPayload({ targetMargin: '0' })).targetMargin).toBe(0);
    expect(formulationInputSchema.parse(buildPayload({ targetMargin: 95 })).targetMargin).toBe(95);
    expect(formulationInputSchema.parse(buildPayload({ targetMargin: null })).targetMargin).toBe(60);
  });

  it('requires at least one ingredient line and at most 200', () => {
    for (const lines of [[], undefined, 'none']) {
      expect(messages(buildPayload({ ingredients: lines }))).toEqual(['At least one ingredient is required']);
    }
    const line = { ingredientId: RAW_MATERIAL_ID, ounces: 1 };
    expect(messages(buildPayload({ ingredients: Array(MAX_FORMULATION_LINES).fill(line) }))).toEqual([]);
    expect(messages(buildPayload({ ingredients: Array(MAX_FORMULATION_LINES + 1).fill(line) }))).toEqual([
      'A formulation can have at most 200 ingredients',
    ]);
  });

  it('points a line error at its line', () => {
    const result = formulationInputSchema.safeParse(
      buildPayload({
        ingredients: [
          { ingredientId: RAW_MATERIAL_ID, ounces: 1 },
          { ingredientId: '', ounces: 1 },
        ],
      }),
    );
    expect(result.error?.issues).toMatchObject([
      { path: ['ingredients', 1, 'ingredientId'], message: 'Ingredient is required' },
    ]);
  });

  it('caps the description and stores an empty one as none', () => {
    expect(formulationInputSchema.parse(buildPayload({ description: '  ' })).description).toBeNull();
    expect(messages(buildPayload({ description: 'x'.repeat(5001) }))).toEqual([
      'Description must be at most 5000 characters',
    ]);
  });

  it('takes the revision as a whole number', () => {
    expect(messages(buildPayload({ revision: 1.5 }))).toEqual(['Revision must be a whole number']);
    expect(messages(buildPayload({ revision: -1 }))).toEqual(['Revision must be a whole number']);
  });
});

describe('formulationLineInputSchema', () => {
  it('requires an ingredient, with exactly one message', () => {
    for (const ingredientId of ['', undefined, null, 'not-an-id']) {
      expect(lineMessages({ ingredientId, ounces: 1 })).toEqual(['Ingredient is required']);
    }
  });

  it('requires at least 0.01 ounces, as a number or as text', () => {
    for (const ounces of [0, '0.009', -1, '', 'abc', undefined, null]) {
      expect(lineMessages({ ingredientId: RAW_MATERIAL_ID, ounces })).toEqual([
        'Ounces must be at least 0.01',
      ]);
    }
    expect(formulationLineInputSchema.parse({ ingredientId: RAW_MATERIAL_ID, ounces: '0.01' }).ounces).toBe(
      0.01,
    );
    expect(formulationLineInputSchema.parse({ ingredientId: RAW_MATERIAL_ID, ounces: 12.5 }).ounces).toBe(
      12.5,
    );
  });

  it('refuses more decimal places of ounces than the column keeps (6): stored and costed alike', () => {
    for (const ounces of ['1.0000001', 1.0000001, '0.1234567']) {
      expect(lineMessages({ ingredientId: RAW_MATERIAL_ID, ounces })).toEqual([
        'Ounces can have at most 6 decimal places',
      ]);
    }
    expect(
      formulationLineInputSchema.parse({ ingredientId: RAW_MATERIAL_ID, ounces: '1.000001' }).ounces,
    ).toBe(1.000001);
    expect(
      formulationLineInputSchema.parse({ ingredientId: RAW_MATERIAL_ID, ounces: '12.500000' }).ounces,
    ).toBe(12.5);
  });

  it('lets quantity, cost and concentration through without trusting them', () => {
    const parsed = formulationLineInputSchema.parse({
      ingredientId: RAW_MATERIAL_ID,
      ounces: '10',
      quantity: '10',
      cost: '999.999',
      concentration: 12,
    });
    expect(parsed.ounces).toBe(10);
    expect(
      lineMessages({ ingredientId: RAW_MATERIAL_ID, ounces: 1, quantity: null, cost: undefined }),
    ).toEqual([]);
  });
});
