import { describe, expect, it } from 'vitest';
import { evaluateCompliance, type Finding, requiredWarnings } from './evaluate.ts';
import type { ComplianceRule } from './rule.ts';
import { FACTS, rule, subject } from './test-subject.ts';
import { violationsOf } from './violations.ts';

const TODAY = '2026-11-23';
const run = (s: ReturnType<typeof subject>, rules: ComplianceRule[]) =>
  evaluateCompliance(s, rules, FACTS, TODAY);
const summary = (findings: Finding[]) =>
  findings.map((f) => [f.inciName, f.status, f.amount?.total.toFixed(6) ?? null]);

const SALICYLIC = rule({
  ruleType: 'max_concentration',
  substanceId: 'salicylic',
  maxPercent: '2',
  name: 'Salicylic 2 %',
});
const RETINOL = rule({ ruleType: 'max_concentration', substanceId: 'retinol', maxPercent: '0.3' });
const PEROXIDE = rule({ ruleType: 'max_concentration', substanceId: 'peroxide', maxPercent: '4' });

describe('maximum concentration: at, just under and just over the limit', () => {
  it('passes at 2 % and at 1.99 %, fails at 2.01 % (salicylic acid, limit 2 %)', () => {
    expect(summary(run(subject({ salicylic: 2 }), [SALICYLIC]))).toEqual([
      ['Salicylic Acid', 'within_limit', '2.000000'],
    ]);
    expect(summary(run(subject({ salicylic: 1.99 }), [SALICYLIC]))).toEqual([
      ['Salicylic Acid', 'within_limit', '1.990000'],
    ]);
    const [over] = run(subject({ salicylic: 2.01 }), [SALICYLIC]);
    expect([over!.status, over!.violation, over!.margin!.toFixed(2)]).toEqual(['over_limit', true, '-0.01']);
  });

  it('says nothing when the substance is absent', () => {
    expect(run(subject({ phenoxy: 0.5 }), [SALICYLIC])).toEqual([]);
  });

  it('adds up a substance that reaches its limit through two raw materials', () => {
    const limit = rule({ ruleType: 'max_concentration', substanceId: 'phenoxy', maxPercent: '1' });
    // 1.05 % of a 90/10 blend holds 0.945 % phenoxyethanol: within 1 % (the old name match flagged it).
    expect(summary(run(subject({ 'pe-blend': 1.05 }), [limit]))).toEqual([
      ['Phenoxyethanol', 'within_limit', '0.945000'],
    ]);
    // Plus 0.06 % pure phenoxyethanol: 0.945 + 0.06 = 1.005 %, over.
    const [over] = run(subject({ 'pe-blend': 1.05, phenoxy: 0.06 }), [limit]);
    expect([over!.status, over!.amount!.total.toFixed(6)]).toEqual(['over_limit', '1.005000']);
    expect(over!.amount!.parts[0]!.sources.map((s) => [s.ingredientName, s.counted.toFixed(3)])).toEqual([
      ['pe-blend raw material', '0.945'],
      ['phenoxy raw material', '0.060'],
    ]);
    // The blend brings the most: it names the alert.
    expect(over!.ingredientId).toBe('pe-blend');
  });

  it('checks a range at its maximum and says so', () => {
    // 2.2 % of an extract holding 80-100 % salicylic acid: 1.76-2.2 %; checked at 2.2 %.
    const [over] = run(subject({ 'bha-extract': 2.2 }), [SALICYLIC]);
    expect([over!.status, over!.amount!.total.toFixed(2), over!.amount!.range]).toEqual([
      'over_limit',
      '2.20',
      true,
    ]);
    const [violation] = violationsOf([over!], subject({ 'bha-extract': 2.2 }));
    expect(violation!.description).toContain('at up to 2.2 % w/w (a range, checked at its maximum)');
    // 2 % of it: at most exactly 2 %, within.
    expect(run(subject({ 'bha-extract': 2 }), [SALICYLIC])[0]!.status).toBe('within_limit');
  });
});

describe('counts as: what counts toward a substance, times the factor', () => {
  it('retinyl palmitate counts as retinol x 0.546: 0.6 % is 0.3276 % retinol equivalent, over 0.3 %', () => {
    const [finding] = run(subject({ 'retinyl-palmitate': 0.6 }), [RETINOL]);
    expect([finding!.status, finding!.amount!.total.toFixed(4)]).toEqual(['over_limit', '0.3276']);
    // 0.5 % is 0.273 %, within; 0.55 % is 0.3003 %, just over.
    expect(run(subject({ 'retinyl-palmitate': 0.5 }), [RETINOL])[0]!.amount!.total.toFixed(4)).toBe('0.2730');
    expect(run(subject({ 'retinyl-palmitate': 0.55 }), [RETINOL])[0]!.status).toBe('over_limit');
  });

  it('retinyl acetate counts as retinol x 0.872, added to retinol itself', () => {
    // 0.1 % retinol + 0.2 % acetate x 0.872 = 0.1 + 0.1744 = 0.2744 % RE: within 0.3 %.
    const [finding] = run(subject({ retinol: 0.1, 'retinyl-acetate': 0.2 }), [RETINOL]);
    expect([finding!.status, finding!.amount!.total.toFixed(4)]).toEqual(['within_limit', '0.2744']);
    expect(
      finding!.amount!.parts.map((p) => [p.inciName, p.factor.toString(), p.counted.toFixed(4)]),
    ).toEqual([
      ['Retinyl Acetate', '0.872', '0.1744'],
      ['Retinol', '1', '0.1000'],
    ]);
  });

  it('urea peroxide counts as the hydrogen peroxide it releases, x 0.3616', () => {
    // 11 % x 0.3616 = 3.9776 %: within 4 %; 11.1 % x 0.3616 = 4.01376 %: over.
    expect(run(subject({ 'urea-peroxide': 11 }), [PEROXIDE])[0]!.amount!.total.toFixed(4)).toBe('3.9776');
    expect(run(subject({ 'urea-peroxide': 11.1 }), [PEROXIDE])[0]!.status).toBe('over_limit');
  });

  it('sodium salicylate counts as salicylic acid x 0.8627; capryloyl salicylic acid does not count', () => {
    // 2.3 % x 0.8627 = 1.98421 %: within 2 %; 2.4 % x 0.8627 = 2.07048 %: over.
    expect(run(subject({ 'sodium-salicylate': 2.3 }), [SALICYLIC])[0]!.amount!.total.toFixed(5)).toBe(
      '1.98421',
    );
    expect(run(subject({ 'sodium-salicylate': 2.4 }), [SALICYLIC])[0]!.status).toBe('over_limit');
    // 5 % capryloyl salicylic acid is another substance: no salicylic acid finding at all.
    expect(run(subject({ lha: 5 }), [SALICYLIC])).toEqual([]);
  });
});

describe('conditions of use', () => {
  const BODY_LOTION = { productTypes: ['moisturizer'], applicationAreas: ['body'], exposure: 'leave_on' };
  const RETINOL_BODY = rule({
    ruleType: 'max_concentration',
    substanceId: 'retinol',
    maxPercent: '0.05',
    ...BODY_LOTION,
  });

  it('the same cream is within the general limit on the face and over the body lotion limit on the body', () => {
    const recipe = { retinol: 0.1 };
    const face = run(subject(recipe, { productType: 'moisturizer', applicationArea: 'face' }), [
      RETINOL,
      RETINOL_BODY,
    ]);
    expect(face.map((f) => [f.rule.id, f.status])).toEqual([[RETINOL.id, 'within_limit']]);
    const body = run(subject(recipe, { productType: 'moisturizer', applicationArea: 'body' }), [
      RETINOL,
      RETINOL_BODY,
    ]);
    // The more specific rule binds: 0.1 % over 0.05 %.
    expect(body.map((f) => [f.rule.id, f.status, f.limit!.toString()])).toEqual([
      [RETINOL_BODY.id, 'over_limit', '0.05'],
    ]);
  });

  it('salicylic acid: 3 % in rinse-off hair products binds over the general 2 %; 0.5 % in body lotion', () => {
    const hair = rule({
      ruleType: 'max_concentration',
      substanceId: 'salicylic',
      maxPercent: '3',
      applicationAreas: ['hair', 'scalp'],
      exposure: 'rinse_off',
    });
    const body = rule({
      ruleType: 'max_concentration',
      substanceId: 'salicylic',
      maxPercent: '0.5',
      ...BODY_LOTION,
    });
    const rules = [SALICYLIC, hair, body];
    const shampoo = run(
      subject(
        { salicylic: 2.5 },
        { productType: 'cleanser', applicationArea: 'hair', exposure: 'rinse_off' },
      ),
      rules,
    );
    expect(shampoo.map((f) => [f.rule.id, f.status])).toEqual([[hair.id, 'within_limit']]);
    const serum = run(subject({ salicylic: 2.5 }), rules);
    expect(serum.map((f) => [f.rule.id, f.status])).toEqual([[SALICYLIC.id, 'over_limit']]);
    const lotion = run(
      subject({ salicylic: 0.6 }, { productType: 'moisturizer', applicationArea: 'body' }),
      rules,
    );
    expect(lotion.map((f) => [f.rule.id, f.status])).toEqual([[body.id, 'over_limit']]);
  });

  it('allowed only under conditions: kojic acid up to 1 % on face and hands, nowhere else', () => {
    const kojic = rule({
      ruleType: 'conditional',
      substanceId: 'kojic',
      maxPercent: '1',
      applicationAreas: ['face', 'hands'],
    });
    expect(run(subject({ kojic: 1 }), [kojic])[0]!.status).toBe('within_limit');
    expect(run(subject({ kojic: 0.99 }), [kojic])[0]!.status).toBe('within_limit');
    expect(run(subject({ kojic: 1.01 }), [kojic])[0]!.status).toBe('over_limit');
    // The same serum used on the body: not allowed at any level.
    const body = run(subject({ kojic: 0.5 }, { applicationArea: 'body' }), [kojic]);
    expect([body[0]!.status, body[0]!.violation]).toEqual(['not_allowed', true]);
    const [violation] = violationsOf(body, subject({ kojic: 0.5 }, { applicationArea: 'body' }));
    expect(violation!.description).toContain('allowed only on the face or hands (up to 1.0 %)');
  });

  it('alpha-arbutin: 2 % in face cream, 0.5 % in body lotion, nowhere else', () => {
    const face = rule({
      ruleType: 'conditional',
      substanceId: 'alpha-arbutin',
      maxPercent: '2',
      productTypes: ['moisturizer'],
      applicationAreas: ['face'],
      exposure: 'leave_on',
    });
    const body = rule({
      ruleType: 'conditional',
      substanceId: 'alpha-arbutin',
      maxPercent: '0.5',
      ...BODY_LOTION,
    });
    const rules = [face, body];
    const cream = (area: string) =>
      subject({ 'alpha-arbutin': 1 }, { productType: 'moisturizer', applicationArea: area });
    expect(run(cream('face'), rules)[0]!.status).toBe('within_limit');
    expect(run(cream('body'), rules)[0]!.status).toBe('over_limit');
    expect(run(cream('hands'), rules)[0]!.status).toBe('not_allowed');
    expect(
      run(subject({ 'alpha-arbutin': 1 }, { productType: 'cleanser', exposure: 'rinse_off' }), rules)[0]!
        .status,
    ).toBe('not_allowed');
  });
});

describe('prohibited substances and dates', () => {
  const MBC = rule({
    ruleType: 'prohibited',
    substanceId: 'mbc',
    placingBanFrom: '2025-05-01',
    makingAvailableBanFrom: '2026-05-01',
    annexEntry: 'Annex II/1730',
    reference: 'Reg. (EU) 2024/996',
  });

  it('flags any amount, with its dates and legal basis', () => {
    const s = subject({ mbc: 0.001 });
    const findings = run(s, [MBC]);
    expect(summary(findings)).toEqual([['4-Methylbenzylidene Camphor', 'prohibited', '0.001000']]);
    expect(violationsOf(findings, s)[0]).toMatchObject({
      title: 'Prohibited substance 4-Methylbenzylidene Camphor in Test Serum',
      description: expect.stringContaining(
        'prohibited in any amount (no placing on the market from 1 May 2025; no making available from 1 May 2026)',
      ),
    });
    expect(violationsOf(findings, s)[0]!.description).toContain('Annex II/1730; Reg. (EU) 2024/996.');
  });

  it('reports a rule not yet in force as upcoming and opens nothing', () => {
    const future = { ...MBC, placingBanFrom: '2027-01-01' };
    const findings = run(subject({ mbc: 1 }), [future]);
    expect(findings.map((f) => [f.status, f.violation])).toEqual([['upcoming', false]]);
    // The day it applies from, it binds.
    expect(evaluateCompliance(subject({ mbc: 1 }), [future], FACTS, '2027-01-01')[0]!.status).toBe(
      'prohibited',
    );
  });

  it('ignores an inactive rule', () => {
    expect(run(subject({ mbc: 1 }), [{ ...MBC, isActive: false }])).toEqual([]);
  });
});

describe('labelled allergens: 0.001 % leave-on, 0.01 % rinse-off', () => {
  const LINALOOL = rule({ ruleType: 'allergen_label', substanceId: 'linalool', severity: 'medium' });
  const status = (percent: string, exposure: 'leave_on' | 'rinse_off') =>
    run(subject({ linalool: percent }, { exposure }), [LINALOOL])[0]!.status;

  it('leave-on: at 0.001 % below, 0.0011 % must be labelled, 0.0009 % below', () => {
    expect(status('0.001', 'leave_on')).toBe('below_threshold');
    expect(status('0.0011', 'leave_on')).toBe('must_label');
    expect(status('0.0009', 'leave_on')).toBe('below_threshold');
  });

  it('rinse-off: at 0.01 % below, 0.011 % must be labelled, 0.009 % below', () => {
    expect(status('0.01', 'rinse_off')).toBe('below_threshold');
    expect(status('0.011', 'rinse_off')).toBe('must_label');
    expect(status('0.009', 'rinse_off')).toBe('below_threshold');
  });

  it('uses the rule own threshold when it gives one', () => {
    const strict = { ...LINALOOL, maxPercent: '0.0005' };
    expect(run(subject({ linalool: '0.0006' }), [strict])[0]!.status).toBe('must_label');
  });
});

describe('mandatory warnings and missing compositions', () => {
  it('asks for the warning wherever the substance is present and the rule applies, once', () => {
    const text = 'Contains Vitamin A. Consider your daily intake before use.';
    const warning = rule({ ruleType: 'mandatory_warning', substanceId: 'retinol', warningText: text });
    const limit = { ...RETINOL, warningText: text };
    const findings = run(subject({ 'retinyl-palmitate': 0.1 }), [warning, limit]);
    expect(requiredWarnings(findings)).toEqual([text]);
    expect(findings.find((f) => f.rule.id === warning.id)!.violation).toBe(false);
    expect(requiredWarnings(run(subject({ salicylic: 1 }), [warning, limit]))).toEqual([]);
  });

  it('flags a raw material without a composition, once per raw material', () => {
    const missing = rule({ ruleType: 'missing_inci', severity: 'low' });
    const s = subject({}, {}, [{ ingredientId: 'house', ingredientName: 'House Accord', ounces: '1' }]);
    const findings = run(s, [missing]);
    expect(findings.map((f) => [f.status, f.ingredientId])).toEqual([['missing_inci', 'house']]);
    expect(violationsOf(findings, s)[0]).toMatchObject({
      title: 'Missing INCI name: House Accord in Test Serum',
      autoKey: `${missing.id}:f1:house`,
    });
  });
});

describe('violations', () => {
  it('read like an assessor would write them, one key per rule and formulation', () => {
    const s = subject({ 'retinyl-palmitate': 0.6 }, { name: 'Night Cream', productType: 'moisturizer' });
    const limit = { ...RETINOL, annexEntry: 'Annex III/376', reference: 'Reg. (EU) 2024/996' };
    const [violation] = violationsOf(run(s, [limit]), s);
    expect(violation).toEqual({
      ruleId: limit.id,
      autoKey: `${limit.id}:f1`,
      ingredientId: 'retinyl-palmitate',
      severity: 'high',
      region: 'EU',
      title: 'Retinol above 0.3 % in Night Cream',
      description:
        'Retinol at 0.3276 % w/w in Night Cream, above the 0.3 % limit. Counted: Retinyl Palmitate 0.6 % x 0.546 = 0.3276 % (from retinyl-palmitate raw material). Annex III/376; Reg. (EU) 2024/996.',
    });
  });
});
