import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rule } from '../compliance/test-subject.ts';
import type { CompositionRow } from '../substance/composition.ts';
import { type OptimizeRequest, optimizeFormulation } from './optimize.ts';
import type { OptimizerMaterial, SubstanceInfo } from './program.ts';

const info = (inciName: string, extra: Partial<SubstanceInfo> = {}): SubstanceInfo => ({
  inciName,
  allergen: false,
  countsAs: [],
  naturalOriginIndex: null,
  functions: [],
  ...extra,
});
const FACTS = new Map<string, SubstanceInfo>([
  ['aqua', info('Aqua', { naturalOriginIndex: '1', functions: ['solvent'] })],
  ['glycerin', info('Glycerin', { naturalOriginIndex: '1', functions: ['humectant'] })],
  ['niacinamide', info('Niacinamide', { naturalOriginIndex: '0' })],
  ['salicylic', info('Salicylic Acid', { naturalOriginIndex: '0' })],
  [
    'sodium-salicylate',
    info('Sodium Salicylate', { countsAs: [{ targetId: 'salicylic', factor: '0.8627' }] }),
  ],
  ['squalane', info('Squalane', { naturalOriginIndex: '0.98', functions: ['emollient'] })],
  ['dimethicone', info('Dimethicone', { naturalOriginIndex: '0', functions: ['emollient'] })],
]);
const pure = (id: string): CompositionRow[] => [
  { substanceId: id, percent: 100, minPercent: null, maxPercent: null },
];

/** A raw material priced per ounce (unit oz), pure unless a composition is given. */
function material(
  id: string,
  costPerOunce: string,
  min = 0,
  max = 100,
  composition = pure(id),
): OptimizerMaterial {
  return {
    ingredientId: id,
    name: FACTS.get(id)?.inciName ?? id,
    unitCost: costPerOunce,
    unit: 'oz',
    density: null,
    category: 'active',
    composition,
    min,
    max,
  };
}

function request(
  materials: OptimizerMaterial[],
  current: number[],
  extra: Partial<OptimizeRequest> = {},
): OptimizeRequest {
  return {
    use: { productType: 'serum', applicationArea: 'face', exposure: 'leave_on' },
    unitSize: 50,
    batchSize: 100,
    materials,
    currentPercents: current,
    rules: [],
    facts: FACTS,
    today: '2026-11-23',
    subject: { id: 'f1', name: 'Test Serum' },
    ...extra,
  };
}

const SALICYLIC_LIMIT = rule({
  ruleType: 'max_concentration',
  substanceId: 'salicylic',
  maxPercent: '2',
  annexEntry: 'Annex III/98',
});

describe('optimizeFormulation: hand-solved programs', () => {
  it('bounds only: every line at its cheapest bound, water filling the rest', async () => {
    // Water $0.002, glycerin $0.15 (5-30 %), niacinamide $1.20 pinned at 4 %: the optimum keeps glycerin at its
    // 5 % floor and water takes 91 %. Per 50 oz unit: (91 x 0.002 + 5 x 0.15 + 4 x 1.20) / 100 x 50 = 2.866.
    const result = await optimizeFormulation(
      request(
        [
          material('aqua', '0.002'),
          material('glycerin', '0.15', 5, 30),
          material('niacinamide', '1.20', 4, 4),
        ],
        [66, 30, 4],
      ),
    );
    expect(result).toMatchObject({
      status: 'optimal',
      costPerUnit: '2.8660',
      // Current: (66 x 0.002 + 30 x 0.15 + 4 x 1.2) / 2 = (0.132 + 4.5 + 4.8) / 2 = 4.716.
      currentCostPerUnit: '4.7160',
      savingPerUnit: '1.8500',
      violations: [],
    });
    if (result.status !== 'optimal') return;
    expect(result.lines.map((line) => [line.name, line.percent])).toEqual([
      ['Aqua', '91.0000'],
      ['Glycerin', '5.0000'],
      ['Niacinamide', '4.0000'],
    ]);
    expect(result.bindingConstraints.sort()).toEqual([
      'Glycerin at least 5.0 %',
      'Niacinamide pinned at 4.0 %',
    ]);
  });

  it('a regulatory limit that binds: cheap salicylic acid stops at 2 %', async () => {
    // Salicylic acid is cheaper than water here: the optimum takes as much as its 2 % limit allows.
    // (98 x 0.05 + 2 x 0.01) / 100 x 50 = 2.46.
    const result = await optimizeFormulation(
      request([material('aqua', '0.05'), material('salicylic', '0.01')], [99, 1], {
        rules: [SALICYLIC_LIMIT],
      }),
    );
    expect(result).toMatchObject({ status: 'optimal', costPerUnit: '2.4600', violations: [] });
    if (result.status !== 'optimal') return;
    expect(result.lines.map((line) => line.percent)).toEqual(['98.0000', '2.0000']);
    expect(result.bindingConstraints).toEqual(['Salicylic Acid at most 2.0 % (Annex III/98)']);
  });

  it('counts a salt toward its acid: sodium salicylate stops at 2 / 0.8627 = 2.3183 %', async () => {
    const result = await optimizeFormulation(
      request([material('aqua', '0.05'), material('sodium-salicylate', '0.01')], [99, 1], {
        rules: [SALICYLIC_LIMIT],
      }),
    );
    if (result.status !== 'optimal') throw new Error(result.status);
    // 2 / 0.8627 = 2.318303... rounds to 2.3183 %, which holds 1.99999... % salicylic acid: within the limit.
    expect(result.lines.map((line) => line.percent)).toEqual(['97.6817', '2.3183']);
    expect(result.violations).toEqual([]);
  });

  it('checks a range composition at its maximum', async () => {
    // An extract holding 80-100 % salicylic acid may be at most 2 %: at its maximum share it holds 2 %.
    const extract = material('bha-extract', '0.01', 0, 100, [
      { substanceId: 'salicylic', percent: null, minPercent: 80, maxPercent: 100 },
      { substanceId: 'aqua', percent: null, minPercent: 0, maxPercent: 20 },
    ]);
    const result = await optimizeFormulation(
      request([material('aqua', '0.05'), extract], [99, 1], { rules: [SALICYLIC_LIMIT] }),
    );
    if (result.status !== 'optimal') throw new Error(result.status);
    expect(result.lines.map((line) => line.percent)).toEqual(['98.0000', '2.0000']);
  });

  it('names the conflict of an infeasible set in plain words', async () => {
    const result = await optimizeFormulation(
      request([material('aqua', '0.05'), material('salicylic', '0.01', 3, 10)], [97, 3], {
        rules: [SALICYLIC_LIMIT],
      }),
    );
    expect(result.status).toBe('infeasible');
    if (result.status !== 'infeasible') return;
    expect(result.conflicts.sort()).toEqual([
      'Salicylic Acid at least 3.0 %',
      'Salicylic Acid at most 2.0 % (Annex III/98)',
    ]);
    // Pinned lines that total more than 100 %.
    const overfull = await optimizeFormulation(
      request([material('glycerin', '0.15', 60, 60), material('niacinamide', '1.2', 50, 50)], [60, 40]),
    );
    expect(overfull).toMatchObject({ status: 'infeasible' });
    if (overfull.status === 'infeasible') expect(overfull.conflicts).toContain('The lines total 100 %');
  });

  it('names the limits that keep a natural origin floor out of reach', async () => {
    // Natural origin >= 70 %: water (natural 1) at most 30 %, glycerin (natural 1) free but capped at 30 % by a
    // regulatory limit, niacinamide (natural 0) the rest: natural origin at most 60 %. It takes two rows and a
    // bound to see it (no single row against its bounds shows it): the conflict must still be named.
    const glycerinLimit = rule({ ruleType: 'max_concentration', substanceId: 'glycerin', maxPercent: '30' });
    const result = await optimizeFormulation(
      request(
        [material('aqua', '0.002', 0, 30), material('glycerin', '0.15'), material('niacinamide', '1.2')],
        [30, 30, 40],
        { minNaturalOrigin: 70, rules: [glycerinLimit] },
      ),
    );
    expect(result.status).toBe('infeasible');
    if (result.status !== 'infeasible') return;
    expect(result.conflicts).toContain('Natural origin content (ISO 16128) at least 70 %');
    expect(result.conflicts).toContain('Aqua at most 30.0 %');
    expect(result.conflicts.some((conflict) => conflict.startsWith('Glycerin at most 30'))).toBe(true);
  });

  it('keeps a natural origin floor and a function group floor', async () => {
    // Dimethicone ($0.10, natural 0) is cheaper than squalane ($0.40, 0.98); water ($0.002) is natural.
    // Emollients >= 20 % and natural origin >= 90 %: water w + squalane q + dimethicone d = 100, q + d >= 20,
    // w + 0.98 q >= 90. Cheapest: d as large as the natural floor allows. With q + d = 20, w = 80:
    // 80 + 0.98 q >= 90 -> q >= 10.2041 (10/0.98); d = 9.7959.
    const result = await optimizeFormulation(
      request(
        [material('aqua', '0.002'), material('squalane', '0.40'), material('dimethicone', '0.10')],
        [70, 30, 0],
        {
          minNaturalOrigin: 90,
          functionFloors: [{ function: 'emollient', minPercent: 20 }],
        },
      ),
    );
    if (result.status !== 'optimal') throw new Error(result.status);
    expect(result.lines.map((line) => line.percent)).toEqual(['80.0000', '10.2041', '9.7959']);
    expect(result.bindingConstraints.sort()).toEqual([
      'Natural origin content (ISO 16128) at least 90 %',
      'emollient substances at least 20 % in total',
    ]);
  });
});

describe('optimizeFormulation: properties', () => {
  const recipe = fc
    .array(
      fc.record({
        cost: fc.double({ min: 0.01, max: 5, noNaN: true }),
        share: fc.integer({ min: 1, max: 50 }),
      }),
      {
        minLength: 2,
        maxLength: 8,
      },
    )
    .map((items) => {
      const total = items.reduce((sum, item) => sum + item.share, 0);
      return items.map((item) => ({ ...item, percent: (item.share * 100) / total }));
    });

  it('is never dearer than a feasible current recipe, and every constraint holds', async () => {
    await fc.assert(
      fc.asyncProperty(recipe, async (items) => {
        // Current percents at 4 decimals, their total made exactly 100 on the first line.
        const current = items.map((item) => Number(item.percent.toFixed(4)));
        current[0] = Number((100 - current.slice(1).reduce((a, b) => a + b, 0)).toFixed(4));
        const ids = [
          'aqua',
          'glycerin',
          'niacinamide',
          'squalane',
          'dimethicone',
          'salicylic',
          'sodium-salicylate',
          'aqua',
        ];
        const materials = items.map((item, index) =>
          material(`${ids[index]}-${index}`, item.cost.toFixed(4), 0, 100, pure(ids[index]!)),
        );
        const limits = [rule({ ruleType: 'max_concentration', substanceId: 'salicylic', maxPercent: '50' })];
        const result = await optimizeFormulation(request(materials, current, { rules: limits }));
        if (result.status !== 'optimal') return;
        const percents = result.lines.map((line) => Number(line.percent));
        expect(percents.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 6);
        expect(percents.every((value) => value >= 0 && value <= 100)).toBe(true);
        expect(result.violations).toEqual([]);
        const currentFeasible = current.every((value) => value >= 0);
        if (
          currentFeasible &&
          !current.some((_, index) => ids[index] === 'salicylic' && current[index]! > 50)
        ) {
          expect(Number(result.costPerUnit)).toBeLessThanOrEqual(Number(result.currentCostPerUnit) + 0.0001);
        }
      }),
      { numRuns: 40 },
    );
  });
});
