import { describe, expect, it } from 'vitest';
import { type CompareLine, type CompareSide, compareVersions } from './compare-versions.ts';

const WATER = 'water';
const GLYCERIN = 'glycerin';
const NIACINAMIDE = 'niacinamide';
const PANTHENOL = 'panthenol';

function line(ingredientId: string, ounces: string, concentration: string, cost: string): CompareLine {
  return { ingredientId, ingredientName: `${ingredientId} name`, ounces, concentration, cost };
}

// docs/product-rules.md, "Costs and units"'s worked example: 600 oz water ($0.002/oz) = 1.20, 300 oz glycerin ($2.40/lb = $0.15/oz) = 45.00,
// 100 oz niacinamide ($1.20/oz) = 120.00; C = 166.20 over R = 1000 = batch, so totalCost 166.2000,
// costPerUnit 166.20 x 50 / 1000 = 8.3100, suggested 8.31 / (1 - 0.60) = 20.7750.
const v1: CompareSide = {
  id: 'v1',
  version: 1,
  batchSize: '1000.000000',
  unitSize: '50.000000',
  targetMargin: '60.00',
  totalCost: '166.2000',
  costPerUnit: '8.3100',
  suggestedUnitPrice: '20.78',
  lines: [
    line(WATER, '600.000000', '60.0000', '1.200000'),
    line(GLYCERIN, '300.000000', '30.0000', '45.000000'),
    line(NIACINAMIDE, '100.000000', '10.0000', '120.000000'),
  ],
};

// Version 2: water cut to 550 oz (550 x 0.002 = 1.10), niacinamide dropped, 150 oz panthenol ($0.85/oz)
// added = 127.50. C = 1.10 + 45.00 + 127.50 = 173.60 over R = 1000, so totalCost 173.6000,
// costPerUnit 173.60 x 50 / 1000 = 8.6800, suggested 8.68 / 0.4 = 21.7000.
const v2: CompareSide = {
  id: 'v2',
  version: 2,
  batchSize: '1000.000000',
  unitSize: '50.000000',
  targetMargin: '60.00',
  totalCost: '173.6000',
  costPerUnit: '8.6800',
  suggestedUnitPrice: '21.70',
  lines: [
    line(WATER, '550.000000', '55.0000', '1.100000'),
    line(GLYCERIN, '300.000000', '30.0000', '45.000000'),
    line(PANTHENOL, '150.000000', '15.0000', '127.500000'),
  ],
};

describe('compareVersions', () => {
  const result = compareVersions(v1, v2);

  it('matches lines by ingredient: the earlier order, then lines only the later version has', () => {
    expect(result.lines.map((l) => [l.ingredientId, l.change])).toEqual([
      [WATER, 'changed'],
      [GLYCERIN, 'unchanged'],
      [NIACINAMIDE, 'removed'],
      [PANTHENOL, 'added'],
    ]);
    expect(result.summary).toEqual({ added: 1, removed: 1, changed: 1, unchanged: 1 });
    expect(result.before).toEqual({ id: 'v1', version: 1 });
    expect(result.after).toEqual({ id: 'v2', version: 2 });
  });

  it('gives each line its amounts and deltas (after - before, a missing side as zero)', () => {
    const [water, glycerin, niacinamide, panthenol] = result.lines;
    // 550 - 600 = -50 oz; 55 - 60 = -5 %; 1.10 - 1.20 = -0.10.
    expect(water).toMatchObject({
      before: { ounces: '600.000000', concentration: '60.0000', cost: '1.200000' },
      after: { ounces: '550.000000', concentration: '55.0000', cost: '1.100000' },
      ouncesDelta: '-50.000000',
      concentrationDelta: '-5.0000',
      costDelta: '-0.100000',
    });
    expect(glycerin).toMatchObject({ ouncesDelta: '0.000000', costDelta: '0.000000' });
    // Removed: 0 - 100 oz, 0 - 10 %, 0 - 120.00.
    expect(niacinamide).toMatchObject({
      after: null,
      ouncesDelta: '-100.000000',
      concentrationDelta: '-10.0000',
      costDelta: '-120.000000',
    });
    // Added: 150 - 0 oz, 15 - 0 %, 127.50 - 0.
    expect(panthenol).toMatchObject({
      before: null,
      after: { ounces: '150.000000', concentration: '15.0000', cost: '127.500000' },
      ouncesDelta: '150.000000',
      costDelta: '127.500000',
    });
  });

  it('compares the totals with their delta and percent change', () => {
    const totals = Object.fromEntries(result.totals.map((t) => [t.field, t]));
    // 173.60 - 166.20 = 7.40; 7.40 / 166.20 x 100 = 4.4524... -> 4.45.
    expect(totals.totalCost).toEqual({
      field: 'totalCost',
      before: '166.2000',
      after: '173.6000',
      delta: '7.4000',
      percentChange: '4.45',
      changed: true,
    });
    // 8.68 - 8.31 = 0.37; 0.37 / 8.31 x 100 = 4.4524... -> 4.45.
    expect(totals.costPerUnit).toMatchObject({ delta: '0.3700', percentChange: '4.45', changed: true });
    // Prices to the cent: 21.70 - 20.78 = 0.92; 0.92 / 20.78 x 100 = 4.4273... -> 4.43.
    expect(totals.suggestedUnitPrice).toMatchObject({ delta: '0.92', percentChange: '4.43' });
    expect(totals.batchSize).toEqual({
      field: 'batchSize',
      before: '1000.000000',
      after: '1000.000000',
      delta: '0.000000',
      percentChange: '0.00',
      changed: false,
    });
    expect(totals.targetMargin).toMatchObject({ before: '60.00', delta: '0.00', changed: false });
  });

  it('a cost going down gives a negative delta', () => {
    const back = compareVersions(v2, v1);
    const perUnit = back.totals.find((t) => t.field === 'costPerUnit')!;
    // 8.31 - 8.68 = -0.37; -0.37 / 8.68 x 100 = -4.2626... -> -4.26.
    expect(perUnit).toMatchObject({ delta: '-0.3700', percentChange: '-4.26' });
    expect(back.summary).toEqual({ added: 1, removed: 1, changed: 1, unchanged: 1 });
  });

  it('sums an ingredient that sits on several lines', () => {
    const split: CompareSide = {
      ...v1,
      id: 'v3',
      version: 3,
      // 400 + 200 oz of water = 600 oz, 40 + 20 = 60 %, 0.80 + 0.40 = 1.20: the same as version 1.
      lines: [
        line(WATER, '400', '40', '0.8'),
        line(GLYCERIN, '300', '30', '45'),
        line(WATER, '200', '20', '0.4'),
        line(NIACINAMIDE, '100', '10', '120'),
      ],
    };
    const same = compareVersions(v1, split);
    expect(same.lines).toHaveLength(3);
    expect(same.summary).toEqual({ added: 0, removed: 0, changed: 0, unchanged: 3 });
    expect(same.lines[0].after).toEqual({ ounces: '600.000000', concentration: '60.0000', cost: '1.200000' });
  });

  it('keeps a line unchanged when only its % w/w moved because another line changed', () => {
    // Doubling niacinamide to 200 oz makes R = 1100: water 600 / 1100 = 54.5454 %, its amount untouched.
    const more: CompareSide = {
      ...v1,
      id: 'v4',
      version: 4,
      lines: [
        line(WATER, '600', '54.5454', '1.2'),
        line(GLYCERIN, '300', '27.2727', '45'),
        line(NIACINAMIDE, '200', '18.1818', '240'),
      ],
    };
    const diff = compareVersions(v1, more);
    expect(diff.lines.map((l) => l.change)).toEqual(['unchanged', 'unchanged', 'changed']);
    // 54.5454 - 60 = -5.4546.
    expect(diff.lines[0].concentrationDelta).toBe('-5.4546');
  });

  it('has no percent change from zero', () => {
    const free: CompareSide = { ...v1, totalCost: '0', costPerUnit: '0', suggestedUnitPrice: '0', lines: [] };
    const diff = compareVersions(free, v1);
    expect(diff.totals.find((t) => t.field === 'costPerUnit')).toMatchObject({
      delta: '8.3100',
      percentChange: null,
      changed: true,
    });
    expect(diff.summary.added).toBe(3);
  });

  it('a version against itself has no differences', () => {
    const diff = compareVersions(v1, v1);
    expect(diff.summary).toEqual({ added: 0, removed: 0, changed: 0, unchanged: 3 });
    expect(diff.totals.every((t) => !t.changed)).toBe(true);
  });
});
