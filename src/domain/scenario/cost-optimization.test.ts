import { describe, expect, it } from 'vitest';
import { costOptimization, costRisk } from './cost-optimization.ts';
import { IDS, portfolio } from './scenario-data.fixture.ts';
import { ScenarioDataError } from './scenario-data.ts';
import type { CostOptimizationParameters } from './scenario-schema.ts';

const base = { yearlyVolume: 10_000, supplierSwitch: false };
const run = (parameters: Partial<CostOptimizationParameters> & Pick<CostOptimizationParameters, 'target'>) =>
  costOptimization(
    { ...base, priceChangePercent: 10, ...parameters } as CostOptimizationParameters,
    portfolio(),
  );

describe('costOptimization', () => {
  it('reprices the formulations that use an ingredient (the rejected one is left out)', () => {
    // niacinamide +10 %: $1.20 -> $1.32/oz. Only the serum counts (old serum is rejected).
    // serum: C = 1.20 + 45.00 + 132.00 = 178.20; cost per unit 178.20 x 50 / 1000 = 8.91; delta 0.60
    // projectedCost = 0.60 x 10,000 = 6,000.00; marketImpact = 0.60 / 8.31 x 100 = 7.2202... -> 7.22
    // the portfolio gets 7.2202 x 1 / 3 = 2.41 % dearer -> medium; a price change -> 1 month
    const result = run({ target: 'ingredient', targetId: IDS.niacinamide });
    expect(result).toEqual({
      projectedCost: '6000.00',
      marketImpact: '7.22',
      timeToMarket: 1,
      riskLevel: 'medium',
      summary:
        'A 10.0 % price change on Niacinamide affects 1 of 3 formulations: cost per unit moves 7.2 % on ' +
        'average, $6,000 a year at 10,000 units each.',
      affectedFormulations: [{ id: IDS.serum, name: 'Serum v1', detail: '$8.3100 → $8.9100 a unit' }],
    });
  });

  it('reprices a whole category, averaging the % change over the affected formulations', () => {
    // base (water) -50 %: $0.002 -> $0.001/oz; every portfolio formulation uses water.
    // serum: C = 0.60 + 45 + 120 = 165.60 -> 8.28; delta -0.03; -0.03 / 8.31 = -0.361011 %
    // toner: C = 0.90 + 15 = 15.90 -> 0.159; delta -0.009; -0.009 / 0.168 = -5.357143 %
    // gel: C = 0.098 + 1.30 = 1.398 -> 0.01398; delta -0.00098; -0.00098 / 0.01496 = -6.550802 %
    // average = (-0.361011 - 5.357143 - 6.550802) / 3 = -12.268956 / 3 = -4.089652 -> -4.09
    // projectedCost = (-0.03 - 0.009 - 0.00098) x 1,000 = -39.98; every formulation, but cheaper: a saving is
    // not a risk -> low
    const result = run({ target: 'category', category: 'base', priceChangePercent: -50, yearlyVolume: 1000 });
    expect(result).toMatchObject({
      projectedCost: '-39.98',
      marketImpact: '-4.09',
      timeToMarket: 1,
      riskLevel: 'low',
    });
    expect(result.affectedFormulations.map((a) => a.detail)).toEqual([
      '$8.3100 → $8.2800 a unit',
      '$0.1680 → $0.1590 a unit',
      '$0.0150 → $0.0140 a unit',
    ]);
  });

  it('reprices everything a supplier sells; a switch to a new source takes 3 months and adds risk', () => {
    // Kanto +20 %: niacinamide $1.44/oz, salicylic $0.78/oz. Serum and gel are affected.
    // serum: C = 1.20 + 45 + 144 = 190.20 -> 9.51; delta 1.20; 1.20 / 8.31 = 14.440433 %
    // gel: C = 0.196 + 1.56 = 1.756 -> 0.01756; delta 0.0026; 0.0026 / 0.01496 = 17.379679 %
    // average = (14.440433 + 17.379679) / 2 = 15.910056 -> 15.91
    // projectedCost = (1.20 + 0.0026) x 10,000 = 12,026.00; 15.91 x 2 / 3 = 10.6 % dearer -> high (the top)
    expect(
      run({ target: 'supplier', targetId: IDS.kanto, priceChangePercent: 20, supplierSwitch: true }),
    ).toMatchObject({ projectedCost: '12026.00', marketImpact: '15.91', timeToMarket: 3, riskLevel: 'high' });
    // niacinamide from a new source: 2.41 % dearer is medium, one level up -> high
    expect(run({ target: 'ingredient', targetId: IDS.niacinamide, supplierSwitch: true })).toMatchObject({
      timeToMarket: 3,
      riskLevel: 'high',
    });
  });

  it('affects nothing when no formulation uses the targets', () => {
    const none = {
      projectedCost: '0.00',
      marketImpact: '0.00',
      timeToMarket: 0,
      riskLevel: 'low',
      affectedFormulations: [],
    };
    expect(run({ target: 'ingredient', targetId: IDS.unused, supplierSwitch: true })).toMatchObject(none);
    expect(run({ target: 'supplier', targetId: IDS.idle })).toMatchObject(none);
    const result = run({ target: 'category', category: 'fragrance' });
    expect(result).toMatchObject(none);
    expect(result.summary).toBe(
      'A 10.0 % price change on the fragrance category affects none of the 3 formulations in the portfolio.',
    );
  });

  it('refuses an unknown ingredient or supplier with a clear error', () => {
    expect(() => run({ target: 'ingredient', targetId: IDS.missing })).toThrow(
      new ScenarioDataError('Ingredient not found', 'targetId'),
    );
    expect(() => run({ target: 'supplier', targetId: IDS.missing })).toThrow(
      new ScenarioDataError('Supplier not found', 'targetId'),
    );
  });
});

describe('costRisk', () => {
  it('weighs the size and direction of the change over the portfolio, not the share touched', () => {
    // A saving is low however many formulations it touches.
    expect(costRisk(-30, 10, 10)).toBe('low');
    expect(costRisk(0, 10, 10)).toBe('low');
    // +2 % on every formulation: 2 % dearer -> medium; +2 % on 1 of 10: 0.2 % -> low
    expect(costRisk(2, 10, 10)).toBe('medium');
    expect(costRisk(2, 1, 10)).toBe('low');
    // +15 % on a third: 5 % dearer -> high; +14.9 % on a third: 4.97 % -> medium
    expect(costRisk(15, 1, 3)).toBe('high');
    expect(costRisk(14.9, 1, 3)).toBe('medium');
    expect(costRisk(50, 0, 3)).toBe('low');
    expect(costRisk(50, 0, 0)).toBe('low');
  });
});
