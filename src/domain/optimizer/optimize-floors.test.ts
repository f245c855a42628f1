import { describe, expect, it } from 'vitest';
import { rule } from '../compliance/test-subject.ts';
import type { CompositionRow } from '../substance/composition.ts';
import { type OptimizeRequest, optimizeFormulation } from './optimize.ts';
import type { OptimizerMaterial, SubstanceInfo } from './program.ts';

/** The function group floors the optimizer keeps (ADR 036), and conflicts named without trivial bounds. */
const info = (inciName: string, functions: string[] = [], extra: Partial<SubstanceInfo> = {}) => ({
  inciName,
  allergen: false,
  countsAs: [],
  naturalOriginIndex: null,
  functions,
  ...extra,
});
const FACTS = new Map<string, SubstanceInfo>([
  ['aqua', info('Aqua', ['solvent'])],
  ['glycerin', info('Glycerin', ['humectant'])],
  ['phenoxy', info('Phenoxyethanol', ['preservative'])],
  ['ehg', info('Ethylhexylglycerin', ['skin_conditioning'])],
  ['benzoate', info('Sodium Benzoate', ['preservative'])],
  ['salicylic', info('Salicylic Acid', ['exfoliating'])],
  [
    'sodium-salicylate',
    info('Sodium Salicylate', [], { countsAs: [{ targetId: 'salicylic', factor: '0.8627' }] }),
  ],
]);
const pure = (id: string): CompositionRow[] => [
  { substanceId: id, percent: 100, minPercent: null, maxPercent: null },
];

function material(
  id: string,
  costPerOunce: string,
  options: { min?: number; max?: number; composition?: CompositionRow[]; category?: string } = {},
): OptimizerMaterial {
  return {
    ingredientId: id,
    name: FACTS.get(id)?.inciName ?? id,
    unitCost: costPerOunce,
    unit: 'oz',
    density: null,
    category: options.category ?? 'active',
    composition: options.composition ?? pure(id),
    min: options.min ?? 0,
    max: options.max ?? 100,
  };
}

function request(
  materials: OptimizerMaterial[],
  current: number[],
  extra: Partial<OptimizeRequest> = {},
): OptimizeRequest {
  return {
    use: { productType: 'moisturizer', applicationArea: 'face', exposure: 'leave_on' },
    unitSize: 50,
    batchSize: 100,
    materials,
    currentPercents: current,
    rules: [],
    facts: FACTS,
    today: '2026-11-23',
    subject: { id: 'f1', name: 'Test Cream' },
    ...extra,
  };
}

// Water $0.002/oz at 98 %, glycerin $0.15/oz at 1 %, phenoxyethanol $0.45/oz at 1 %: no bounds at all.
const CREAM = [material('aqua', '0.002'), material('glycerin', '0.15'), material('phenoxy', '0.45')];
const percents = (result: Awaited<ReturnType<typeof optimizeFormulation>>) =>
  result.status === 'optimal' ? result.lines.map((line) => [line.name, line.percent]) : result.conflicts;

describe('function group floors', () => {
  it('keeps the preservative at its current 1 % when reformulated without any bound', async () => {
    // Without the floor water (the cheapest) would take 100 % and the cream would hold no preservative. With it:
    // phenoxyethanol >= 1, so water 99, glycerin 0. Per 50 oz unit: (99 x 0.002 + 1 x 0.45) / 100 x 50 = 0.324.
    const result = await optimizeFormulation(request(CREAM, [98, 1, 1]));
    expect(percents(result)).toEqual([
      ['Aqua', '99.0000'],
      ['Glycerin', '0.0000'],
      ['Phenoxyethanol', '1.0000'],
    ]);
    expect(result).toMatchObject({
      status: 'optimal',
      costPerUnit: '0.3240',
      bindingConstraints: ['Preservative system at least 1.0 %'],
      functionGroups: [
        {
          group: 'preservative',
          label: 'Preservative system',
          currentPercent: '1.0000',
          minPercent: '1.0000',
          percent: '1.0000',
          members: ['Phenoxyethanol'],
        },
      ],
    });
  });

  it("lets the user lower the floor: 0.5 % keeps half of it, 0 % keeps none (the user's choice)", async () => {
    // Floor 0.5: water 99.5, phenoxyethanol 0.5: (99.5 x 0.002 + 0.5 x 0.45) / 2 = (0.199 + 0.225) / 2 = 0.212.
    const lowered = await optimizeFormulation(
      request(CREAM, [98, 1, 1], { groupFloors: [{ group: 'preservative', minPercent: 0.5 }] }),
    );
    expect(percents(lowered)).toEqual([
      ['Aqua', '99.5000'],
      ['Glycerin', '0.0000'],
      ['Phenoxyethanol', '0.5000'],
    ]);
    expect(lowered).toMatchObject({ costPerUnit: '0.2120' });
    if (lowered.status === 'optimal')
      expect(lowered.functionGroups[0]).toMatchObject({ minPercent: '0.5000', percent: '0.5000' });
    // Floor 0: all water, 100 x 0.002 / 2 = 0.1.
    const none = await optimizeFormulation(
      request(CREAM, [98, 1, 1], { groupFloors: [{ group: 'preservative', minPercent: 0 }] }),
    );
    expect(none).toMatchObject({ status: 'optimal', costPerUnit: '0.1000', bindingConstraints: [] });
  });

  it('keeps the total of the system, which the cheapest preservative per point may carry', async () => {
    // Blend PE 9010 (phenoxyethanol 90 %) at 1 % holds 0.9 %; sodium benzoate at 0.5 %: the system is 1.4 %.
    // Per point of preservative the blend costs 0.40 / 0.9 = $0.444/oz and benzoate $0.14/oz: benzoate carries
    // all 1.4 %, water 98.6 %. Per unit: (98.6 x 0.002 + 1.4 x 0.14) / 2 = (0.1972 + 0.196) / 2 = 0.1966.
    const blend = material('pe-blend', '0.40', {
      category: 'preservative',
      composition: [
        { substanceId: 'phenoxy', percent: 90, minPercent: null, maxPercent: null },
        { substanceId: 'ehg', percent: 10, minPercent: null, maxPercent: null },
      ],
    });
    const result = await optimizeFormulation(
      request([material('aqua', '0.002'), blend, material('benzoate', '0.14')], [98.5, 1, 0.5]),
    );
    expect(percents(result)).toEqual([
      ['Aqua', '98.6000'],
      ['pe-blend', '0.0000'],
      ['Sodium Benzoate', '1.4000'],
    ]);
    expect(result).toMatchObject({ costPerUnit: '0.1966' });
  });

  it('names a floor asked for a group the recipe does not have as a conflict', async () => {
    const result = await optimizeFormulation(
      request(CREAM, [98, 1, 1], { groupFloors: [{ group: 'uv_filter', minPercent: 1 }] }),
    );
    expect(result).toMatchObject({
      status: 'infeasible',
      conflicts: ['UV filters at least 1.0 % (none of the ingredients carries any)'],
    });
  });

  it('names a floor that a bound keeps out of reach', async () => {
    // Phenoxyethanol held to at most 0.8 % cannot keep the 1 % system.
    const bounded = [CREAM[0]!, CREAM[1]!, material('phenoxy', '0.45', { max: 0.8 })];
    const result = await optimizeFormulation(request(bounded, [98, 1, 1]));
    expect(result.status).toBe('infeasible');
    if (result.status === 'infeasible')
      expect(result.conflicts.sort()).toEqual([
        'Phenoxyethanol at most 0.8 %',
        'Preservative system at least 1.0 %',
      ]);
  });
});

describe('conflicts in words', () => {
  it('leaves out bounds that always hold ("at least 0.0 %")', async () => {
    // Salicylic acid pinned at 3 % against the 2 % limit that sodium salicylate also counts toward: the limit
    // row is 3 + 0.8627 s <= 2, which also needs s >= 0 to fail. That bound holds for every line and is not named.
    const limit = rule({
      ruleType: 'max_concentration',
      substanceId: 'salicylic',
      maxPercent: '2',
      annexEntry: 'Annex III/98',
    });
    const result = await optimizeFormulation(
      request(
        [
          material('aqua', '0.05'),
          material('salicylic', '0.01', { min: 3, max: 3 }),
          material('sodium-salicylate', '0.01'),
        ],
        [96, 3, 1],
        { rules: [limit] },
      ),
    );
    expect(result.status).toBe('infeasible');
    if (result.status !== 'infeasible') return;
    expect(result.conflicts.sort()).toEqual([
      'Salicylic Acid at most 2.0 % (Annex III/98)',
      'Salicylic Acid pinned at 3.0 %',
    ]);
    expect(result.conflicts.join(' ')).not.toContain('at least 0.0 %');
  });
});
