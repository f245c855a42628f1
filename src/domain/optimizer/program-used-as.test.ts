import { describe, expect, it } from 'vitest';
import { rule } from '../compliance/test-subject.ts';
import { buildProgram, type OptimizerMaterial, type SubstanceInfo } from './program.ts';

/**
 * The optimizer's limits honour a rule's function-of-use condition (ADR 034): a limit on zinc oxide as a UV
 * filter counts the raw materials that hold it as a UV filter, and none that hold it otherwise.
 */
const FACTS = new Map<string, SubstanceInfo>([
  ['zinc', { inciName: 'Zinc Oxide', allergen: false, countsAs: [], naturalOriginIndex: '0', functions: [] }],
  ['aqua', { inciName: 'Aqua', allergen: false, countsAs: [], naturalOriginIndex: '1', functions: [] }],
]);

function material(id: string, rows: OptimizerMaterial['composition']): OptimizerMaterial {
  return {
    ingredientId: id,
    name: id,
    unitCost: '1',
    unit: 'oz',
    category: 'active',
    density: null,
    composition: rows,
    min: 0,
    max: 100,
  };
}

const MATERIALS = [
  // 50 % zinc oxide as a UV filter + 50 % water: coefficient 0.5 toward the UV-filter limit.
  material('zinc-dispersion', [
    { substanceId: 'zinc', percent: 50, minPercent: null, maxPercent: null, usedAs: 'uv_filter' },
    { substanceId: 'aqua', percent: 50, minPercent: null, maxPercent: null, usedAs: 'other' },
  ]),
  // Zinc oxide as a skin protectant: coefficient 0.
  material('zinc-protectant', [
    { substanceId: 'zinc', percent: 100, minPercent: null, maxPercent: null, usedAs: 'other' },
  ]),
  material('aqua', [{ substanceId: 'aqua', percent: 100, minPercent: null, maxPercent: null }]),
];

describe('buildProgram with a function-of-use condition', () => {
  it('counts only the raw materials that hold the substance with that function', () => {
    const limit = rule({
      ruleType: 'max_concentration',
      substanceId: 'zinc',
      maxPercent: '25',
      usedAs: 'uv_filter',
    });
    const program = buildProgram({
      use: { productType: 'moisturizer', applicationArea: 'face', exposure: 'leave_on' },
      unitSize: 50,
      materials: MATERIALS,
      rules: [limit],
      facts: FACTS,
      today: '2026-11-27',
    });
    const row = program.rows.find((item) => item.kind === 'limit')!;
    expect([row.coefficients, row.upper]).toEqual([[0.5, 0, 0], 25]);
    expect(row.meaning).toBe('Zinc Oxide at most 25.0 %');
  });

  it('counts every use for a rule without one', () => {
    const limit = rule({ ruleType: 'max_concentration', substanceId: 'zinc', maxPercent: '25' });
    const program = buildProgram({
      use: { productType: 'moisturizer', applicationArea: 'face', exposure: 'leave_on' },
      unitSize: 50,
      materials: MATERIALS,
      rules: [limit],
      facts: FACTS,
      today: '2026-11-27',
    });
    expect(program.rows.find((item) => item.kind === 'limit')!.coefficients).toEqual([0.5, 1, 0]);
  });
});
