import { describe, expect, it } from 'vitest';
import { computeCost } from '../formulation/cost.ts';
import {
  autoKeyOf,
  type CheckFormulation,
  type CheckLine,
  type CheckRule,
  evaluateRules,
  percentText,
  productScope,
} from './evaluate-rules.ts';

const rule = (overrides: Partial<CheckRule> & Pick<CheckRule, 'id' | 'ruleType'>): CheckRule => ({
  substance: null,
  maxPercent: null,
  productTypes: null,
  scope: 'all',
  region: 'EU',
  severity: 'high',
  reference: 'Reg. (EC) 1223/2009',
  ...overrides,
});

const SALICYLIC = rule({
  id: 'r-sal',
  ruleType: 'max_concentration',
  substance: 'Salicylic Acid',
  maxPercent: '2.0000',
  reference: 'Annex III/98',
});
const LINALOOL_LEAVE_ON = rule({
  id: 'r-lin-lo',
  ruleType: 'allergen_label',
  substance: 'Linalool',
  maxPercent: '0.001',
  scope: 'leave_on',
  severity: 'medium',
});
const LINALOOL_RINSE_OFF = rule({
  id: 'r-lin-ro',
  ruleType: 'allergen_label',
  substance: 'Linalool',
  maxPercent: '0.01',
  scope: 'rinse_off',
  severity: 'medium',
});

/**
 * Lines in ounces, turned into % w/w by the cost engine (DESIGN §4: ounces / recipe ounces x 100), as the server
 * does on save.
 */
function formulation(
  productType: string,
  lines: [id: string, name: string, inci: string | null, ounces: string][],
  name = 'Test Serum',
): CheckFormulation {
  const cost = computeCost({
    batchSize: 1000,
    unitSize: 50,
    lines: lines.map(([, , , ounces]) => ({ ounces, unitCost: null, unit: null })),
  });
  const checkLines: CheckLine[] = lines.map(([ingredientId, lineName, inciName], index) => ({
    ingredientId,
    name: lineName,
    inciName,
    concentration: cost.lines[index]!.concentration,
  }));
  return { id: 'f1', name, productType, lines: checkLines };
}

const water = (ounces: string): [string, string, string, string] => ['i-water', 'Water', 'Aqua', ounces];

describe('max_concentration', () => {
  it('flags 2.5 % salicylic acid above a 2.0 % limit, with the measured % and the reference', () => {
    // 25 oz of 1000 oz = 2.5 % w/w.
    const f = formulation(
      'serum',
      [water('975'), ['i-sal', 'Salicylic Acid (BHA)', 'Salicylic Acid', '25']],
      'BHA Blemish Control Serum',
    );
    expect(evaluateRules(f, [SALICYLIC])).toEqual([
      {
        ruleId: 'r-sal',
        autoKey: 'r-sal:f1:i-sal',
        ingredientId: 'i-sal',
        severity: 'high',
        region: 'EU',
        title: 'Salicylic Acid above 2.0 % in BHA Blemish Control Serum',
        description:
          'Salicylic Acid at 2.5 % w/w in BHA Blemish Control Serum, above the 2.0 % limit. Source: Salicylic Acid (BHA). Reference: Annex III/98.',
      },
    ]);
  });

  it('passes exactly at the limit and below it', () => {
    // 20 of 1000 oz = 2.0 % (at the limit); 15 of 1000 oz = 1.5 % (below).
    const at = formulation('serum', [water('980'), ['i-sal', 'Salicylic Acid', 'Salicylic Acid', '20']]);
    const below = formulation('serum', [water('985'), ['i-sal', 'Salicylic Acid', 'Salicylic Acid', '15']]);
    expect(evaluateRules(at, [SALICYLIC])).toEqual([]);
    expect(evaluateRules(below, [SALICYLIC])).toEqual([]);
  });

  it('flags a value just above the limit and shows enough decimals to see it', () => {
    // 20.0001 of 1000.0001 oz = 2.00000980... % > 2.0 %.
    const f = formulation('serum', [water('980'), ['i-sal', 'Salicylic Acid', 'Salicylic Acid', '20.0001']]);
    const [violation] = evaluateRules(f, [SALICYLIC]);
    expect(violation?.description).toContain('Salicylic Acid at 2.00001 % w/w');
  });

  it('adds the lines of one ingredient and of several ingredients carrying the substance', () => {
    // 12 + 6 (one ingredient) + 7 (another supplier's) = 25 of 1000 oz = 2.5 %; the 18 oz one is the main one.
    const f = formulation('serum', [
      water('975'),
      ['i-sal', 'Salicylic Acid', 'Salicylic Acid', '12'],
      ['i-sal2', 'BHA powder (Kanto)', 'Salicylic Acid', '7'],
      ['i-sal', 'Salicylic Acid', 'Salicylic Acid', '6'],
    ]);
    const violations = evaluateRules(f, [SALICYLIC]);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ ingredientId: 'i-sal', autoKey: 'r-sal:f1:i-sal' });
    expect(violations[0]!.description).toContain('at 2.5 % w/w');
    expect(violations[0]!.description).toContain('Source: Salicylic Acid, BHA powder (Kanto).');
  });

  it('applies a product-type limit only to those product types', () => {
    // Alpha-arbutin 2 % for face creams (moisturizer, serum), 0.5 % for everything else in this test.
    const face = rule({
      id: 'r-arb-face',
      ruleType: 'max_concentration',
      substance: 'Alpha-Arbutin',
      maxPercent: '2',
      productTypes: ['moisturizer', 'serum'],
    });
    const body = rule({
      id: 'r-arb-body',
      ruleType: 'max_concentration',
      substance: 'Alpha-Arbutin',
      maxPercent: '0.5',
      productTypes: ['balm'],
    });
    // 10 of 1000 oz = 1.0 %: under the face limit, over the balm limit.
    const lines: [string, string, string, string][] = [
      water('990'),
      ['i-arb', 'Alpha-Arbutin', 'Alpha-Arbutin', '10'],
    ];
    expect(evaluateRules(formulation('serum', lines), [face, body])).toEqual([]);
    const balm = evaluateRules(formulation('balm', lines, 'Body Balm'), [face, body]);
    expect(balm.map((v) => [v.ruleId, v.title])).toEqual([
      ['r-arb-body', 'Alpha-Arbutin above 0.5 % in Body Balm'],
    ]);
    expect(balm[0]!.description).toContain('above the 0.5 % limit for balm products.');
  });

  it('applies a leave-on or rinse-off limit only to that kind of product', () => {
    const leaveOnOnly = rule({ ...SALICYLIC, id: 'r-lo', scope: 'leave_on' });
    // 30 of 1000 oz = 3.0 % in an exfoliant (rinse-off): the leave-on rule does not apply.
    const lines: [string, string, string, string][] = [
      water('970'),
      ['i-sal', 'Salicylic Acid', 'Salicylic Acid', '30'],
    ];
    expect(evaluateRules(formulation('exfoliant', lines), [leaveOnOnly])).toEqual([]);
    const serum = evaluateRules(formulation('serum', lines), [leaveOnOnly]);
    expect(serum).toHaveLength(1);
    expect(serum[0]!.description).toContain('above the 2.0 % limit (leave-on only).');
  });

  it('skips an inactive rule', () => {
    const f = formulation('serum', [water('975'), ['i-sal', 'Salicylic Acid', 'Salicylic Acid', '25']]);
    expect(evaluateRules(f, [{ ...SALICYLIC, isActive: false }])).toEqual([]);
  });
});

describe('prohibited', () => {
  const MBC = rule({
    id: 'r-mbc',
    ruleType: 'prohibited',
    substance: '4-Methylbenzylidene Camphor',
    severity: 'critical',
    reference: 'Reg. (EU) 2024/996',
  });

  it('flags any amount', () => {
    // 0.01 of 100 oz = 0.01 %.
    const f = formulation('sunscreen', [
      water('99.99'),
      ['i-mbc', '4-MBC (legacy UV filter stock)', '4-Methylbenzylidene Camphor', '0.01'],
    ]);
    expect(evaluateRules(f, [MBC])).toEqual([
      {
        ruleId: 'r-mbc',
        autoKey: 'r-mbc:f1:i-mbc',
        ingredientId: 'i-mbc',
        severity: 'critical',
        region: 'EU',
        title: 'Prohibited substance 4-Methylbenzylidene Camphor in Test Serum',
        description:
          '4-Methylbenzylidene Camphor at 0.01 % w/w in Test Serum: prohibited in any amount. Source: 4-MBC (legacy UV filter stock). Reference: Reg. (EU) 2024/996.',
      },
    ]);
  });

  it('does nothing when the substance is absent', () => {
    expect(evaluateRules(formulation('sunscreen', [water('100')]), [MBC])).toEqual([]);
  });
});

describe('allergen_label', () => {
  // 0.005 % w/w: 0.05 oz of 1000 oz.
  const lines = (productType: string) =>
    formulation(productType, [water('999.95'), ['i-lin', 'Linalool', 'Linalool', '0.05']], 'Beard Oil');

  it('flags 0.005 % linalool in a leave-on product (threshold 0.001 %)', () => {
    const violations = evaluateRules(lines('treatment'), [LINALOOL_LEAVE_ON, LINALOOL_RINSE_OFF]);
    expect(violations).toEqual([
      {
        ruleId: 'r-lin-lo',
        autoKey: 'r-lin-lo:f1:i-lin',
        ingredientId: 'i-lin',
        severity: 'medium',
        region: 'EU',
        title: 'Linalool must be labelled in Beard Oil',
        description:
          'Linalool at 0.005 % w/w in Beard Oil, a leave-on product: above 0.001 % it must be labelled in the ingredient list. Source: Linalool. Reference: Reg. (EC) 1223/2009.',
      },
    ]);
  });

  it('passes 0.005 % linalool in a rinse-off product (threshold 0.01 %)', () => {
    expect(evaluateRules(lines('cleanser'), [LINALOOL_LEAVE_ON, LINALOOL_RINSE_OFF])).toEqual([]);
  });

  it('uses the standard thresholds when the rule gives none: 0.001 % leave-on, 0.01 % rinse-off', () => {
    const standard = rule({ id: 'r-lin', ruleType: 'allergen_label', substance: 'Linalool' });
    // 0.005 %: above 0.001 (leave-on), below 0.01 (rinse-off).
    expect(evaluateRules(lines('moisturizer'), [standard])).toHaveLength(1);
    expect(evaluateRules(lines('mask'), [standard])).toEqual([]);
    // 0.02 % (0.2 of 1000 oz) is above 0.01 in a rinse-off mask.
    const strong = formulation('mask', [water('999.8'), ['i-lin', 'Linalool', 'Linalool', '0.2']]);
    const [violation] = evaluateRules(strong, [standard]);
    expect(violation?.description).toContain(
      'at 0.02 % w/w in Test Serum, a rinse-off product: above 0.01 %',
    );
  });

  it('passes exactly at the threshold', () => {
    // 0.01 of 1000 oz = 0.001 %, at the leave-on threshold.
    const at = formulation('serum', [water('999.99'), ['i-lin', 'Linalool', 'Linalool', '0.01']]);
    expect(evaluateRules(at, [LINALOOL_LEAVE_ON])).toEqual([]);
  });
});

describe('missing_inci', () => {
  const MISSING = rule({
    id: 'r-inci',
    ruleType: 'missing_inci',
    severity: 'low',
    reference: 'Art. 19(1)(g)',
  });

  it('flags every ingredient without an INCI name, once', () => {
    const f = formulation('toner', [
      water('90'),
      ['i-x', 'House Fragrance', null, '5'],
      ['i-y', 'Mystery Extract', '  ', '3'],
      ['i-x', 'House Fragrance', null, '2'],
    ]);
    const violations = evaluateRules(f, [MISSING]);
    expect(violations.map((v) => [v.autoKey, v.title])).toEqual([
      ['r-inci:f1:i-x', 'Missing INCI name: House Fragrance in Test Serum'],
      ['r-inci:f1:i-y', 'Missing INCI name: Mystery Extract in Test Serum'],
    ]);
    expect(violations[0]).toMatchObject({ severity: 'low', ingredientId: 'i-x' });
    expect(violations[0]!.description).toBe(
      'House Fragrance has no INCI name, so the ingredient list on the label of Test Serum is incomplete. Add the INCI name in the ingredient inventory. Reference: Art. 19(1)(g).',
    );
  });

  it('passes when every line has an INCI name', () => {
    expect(evaluateRules(formulation('toner', [water('100')]), [MISSING])).toEqual([]);
  });
});

describe('helpers', () => {
  it('maps product types to leave-on or rinse-off', () => {
    expect(['cleanser', 'mask', 'exfoliant'].map(productScope)).toEqual([
      'rinse_off',
      'rinse_off',
      'rinse_off',
    ]);
    expect(['serum', 'balm', 'sunscreen', 'toner'].map(productScope)).toEqual([
      'leave_on',
      'leave_on',
      'leave_on',
      'leave_on',
    ]);
  });

  it('formats percentages for sentences', () => {
    expect(percentText('2.0000')).toBe('2.0');
    expect(percentText('25')).toBe('25.0');
    expect(percentText('0.0010')).toBe('0.001');
    // 5 / 960 x 100 = 0.520833... -> 4 decimals.
    expect(percentText((5 / 960) * 100)).toBe('0.5208');
    expect(percentText('2.00001', '2')).toBe('2.00001');
  });

  it('builds the auto key from rule, formulation and ingredient', () => {
    expect(autoKeyOf('r', 'f', 'i')).toBe('r:f:i');
  });
});
