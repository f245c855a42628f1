import { describe, expect, it } from 'vitest';
import { RETINOL, run, summary } from './evaluate.fixtures.ts';
import { evaluateCompliance, requiredWarnings } from './evaluate.ts';
import { FACTS, rule, subject } from './test-subject.ts';
import { violationsOf } from './violations.ts';

/**
 * The regulatory engine's other rule types (docs/product-rules.md, "Compliance"): prohibitions with their dates, labelled allergens by
 * exposure, mandatory warnings, raw materials without a composition, and the violations' wording.
 */

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

  it('is label content, not a violation: it opens no alert', () => {
    const findings = run(subject({ linalool: '0.5' }), [LINALOOL]);
    expect(findings.map((f) => [f.status, f.violation])).toEqual([['must_label', false]]);
    expect(violationsOf(findings, subject({ linalool: '0.5' }))).toEqual([]);
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
