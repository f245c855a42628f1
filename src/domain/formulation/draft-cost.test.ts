import { describe, expect, it } from 'vitest';
import {
  draftCost,
  ouncesFromPercent,
  percentOfBatch,
  plainAmount,
  type RawMaterialPrice,
  readAmount,
} from './draft-cost.ts';

const prices = new Map<string, RawMaterialPrice>([
  ['water', { unitCost: '0.35', unit: 'gal' }],
  ['glycerin', { unitCost: '2.40', unit: 'lb' }],
  ['niacinamide', { unitCost: '1.20', unit: 'oz' }],
]);

const draft = {
  batchSize: '1000',
  unitSize: '50',
  targetMargin: '60',
  lines: [
    { ingredientId: 'water', ounces: '600' },
    { ingredientId: 'glycerin', ounces: '300' },
    { ingredientId: 'niacinamide', ounces: 100 },
  ],
};

describe('readAmount', () => {
  it('reads plain decimals and finite numbers of at least 0', () => {
    expect(readAmount('12.5')?.toString()).toBe('12.5');
    expect(readAmount(' .25 ')?.toString()).toBe('0.25');
    expect(readAmount(3)?.toString()).toBe('3');
    expect(readAmount('0')?.isZero()).toBe(true);
  });

  it('refuses what the form schema refuses', () => {
    for (const value of ['', ' ', '-1', '1e3', '0x10', 'abc', '1.2.3', null, undefined, -1, Number.NaN]) {
      expect(readAmount(value)).toBeNull();
    }
  });
});

describe('percent and ounces of the batch', () => {
  it('turns % w/w into ounces: percent x batchSize / 100', () => {
    // 10 x 1000 / 100 = 100; 12.5 x 1000 / 100 = 125; 33.3333 x 50 / 100 = 16.66665;
    // 33.33333333 x 1 / 100 = 0.3333333333 -> 0.333333 (6 decimals).
    expect(ouncesFromPercent('10', '1000')).toBe('100');
    expect(ouncesFromPercent('12.5', 1000)).toBe('125');
    expect(ouncesFromPercent('33.3333', '50')).toBe('16.66665');
    expect(ouncesFromPercent('33.33333333', '1')).toBe('0.333333');
    // 0.0000001 x 1 / 100 = 1e-9, below the stored scale of 6 decimals: rounds to 0.
    expect(ouncesFromPercent('0.0000001', '1')).toBe('0');
  });

  it('gives no ounces while either value is missing', () => {
    expect(ouncesFromPercent('', '1000')).toBe('');
    expect(ouncesFromPercent('10', '')).toBe('');
  });

  it('turns ounces into % of the batch: ounces / batchSize x 100, at most 4 decimals', () => {
    // 600 / 1000 x 100 = 60; 1 / 3 x 100 = 33.3333...
    expect(percentOfBatch('600', '1000')).toBe('60');
    expect(percentOfBatch('1', '3')).toBe('33.3333');
    expect(percentOfBatch('1', '0')).toBe('');
    expect(percentOfBatch('x', '1000')).toBe('');
  });

  it('prints amounts without trailing zeros', () => {
    expect(plainAmount(readAmount('600.000000')!)).toBe('600');
    expect(plainAmount(readAmount('0.1234567')!)).toBe('0.123457');
  });
});

describe('draftCost', () => {
  it('costs the lines and totals with the cost engine', () => {
    // Water: a gallon at the assumed 1 g/mL weighs 3785.411784 / 28.349523125 = 133.52647123 oz, so
    // $0.35/gal = $0.0026212031/oz x 600 = 1.5727218585 -> 1.573.
    // Glycerin: $2.40/lb / 16 = $0.15/oz x 300 = 45.000. Niacinamide: 100 x $1.20 = 120.000.
    // C = 166.5727218585 over R = 1000 = batch: totalCost 166.5727; costPerUnit x 50 / 1000
    // = 8.3286360929 -> 8.3286; suggested 8.3286360929 / (1 - 0.60) = 20.8215902323 -> 20.82 (to the cent, once).
    expect(draftCost(draft, prices)).toEqual({
      lines: [
        { cost: '1.573', concentration: '60.00' },
        { cost: '45.000', concentration: '30.00' },
        { cost: '120.000', concentration: '10.00' },
      ],
      recipeOunces: '1000',
      totalCost: '166.5727',
      costPerUnit: '8.3286',
      suggestedUnitPrice: '20.82',
    });
  });

  it('scales a recipe that does not add up to the batch', () => {
    // Only glycerin 300 oz (45.00) and niacinamide 100 oz (120.00): C = 165, R = 400.
    // totalCost = 165 x 1000 / 400 = 412.5; costPerUnit = 165 x 50 / 400 = 20.625; 300 / 400 = 75 %.
    const result = draftCost({ ...draft, lines: draft.lines.slice(1) }, prices);
    expect(result.totalCost).toBe('412.5000');
    expect(result.costPerUnit).toBe('20.6250');
    expect(result.lines.map((l) => l.concentration)).toEqual(['75.00', '25.00']);
  });

  it('counts a line still being typed as 0 oz and a line without an ingredient at $0', () => {
    const result = draftCost(
      {
        ...draft,
        lines: [
          { ingredientId: 'niacinamide', ounces: '' },
          { ingredientId: '', ounces: '50' },
          { ingredientId: 'niacinamide', ounces: '50' },
        ],
      },
      prices,
    );
    // R = 0 + 50 + 50 = 100; C = 0 + 0 + 60 = 60; costPerUnit = 60 x 50 / 100 = 30.
    expect(result.lines).toEqual([
      { cost: '0.000', concentration: '0.00' },
      { cost: '0.000', concentration: '50.00' },
      { cost: '60.000', concentration: '50.00' },
    ]);
    expect(result.costPerUnit).toBe('30.0000');
  });

  it('leaves out totals it cannot compute yet instead of showing a wrong figure', () => {
    expect(draftCost({ ...draft, batchSize: '' }, prices)).toMatchObject({
      totalCost: null,
      costPerUnit: null,
      suggestedUnitPrice: null,
    });
    expect(draftCost({ ...draft, unitSize: '0.5' }, prices).costPerUnit).toBeNull();
    const badMargin = draftCost({ ...draft, targetMargin: '96' }, prices);
    expect(badMargin.costPerUnit).toBe('8.3286');
    expect(badMargin.suggestedUnitPrice).toBeNull();
    expect(draftCost({ ...draft, targetMargin: '' }, prices).suggestedUnitPrice).toBeNull();
  });

  it('has zero totals and no lines for an empty recipe', () => {
    expect(draftCost({ ...draft, lines: [] }, prices)).toEqual({
      lines: [],
      recipeOunces: '0',
      totalCost: '0.0000',
      costPerUnit: '0.0000',
      suggestedUnitPrice: '0.00',
    });
  });
});
