import { describe, expect, it } from 'vitest';
import { run, summary } from './evaluate.fixtures.ts';
import { requiredWarnings } from './evaluate.ts';
import { rule, subject } from './test-subject.ts';

/**
 * Limits "calculated as" the acid (Annex V/1 benzoic acid, V/4 sorbic acid: "(acid)") and warnings that start at
 * a level. Salts count toward their acid times the molar mass ratio: benzoic acid 122.12 / sodium benzoate
 * 144.11 = 0.8474; sorbic acid 112.13 / potassium sorbate 150.22 = 0.7464. 100 oz recipes: ounces are % w/w.
 */
const BENZOIC_LEAVE_ON = rule({
  ruleType: 'max_concentration',
  substanceId: 'benzoic',
  maxPercent: '0.5',
  exposure: 'leave_on',
  usedAs: 'preservative',
});
const SORBIC = rule({
  ruleType: 'max_concentration',
  substanceId: 'sorbic',
  maxPercent: '0.6',
  usedAs: 'preservative',
});

describe('sodium benzoate as benzoic acid (x 0.8474), 0.5 % (acid) in leave-on products', () => {
  it('passes 0.55 % sodium benzoate: 0.55 x 0.8474 = 0.46607 % benzoic acid', () => {
    expect(summary(run(subject({ 'benzoate-preservative': 0.55 }), [BENZOIC_LEAVE_ON]))).toEqual([
      ['Benzoic Acid', 'within_limit', '0.466070'],
    ]);
  });

  it('at the limit: 0.5 % sodium benzoate (0.4237 %) + 0.0763 % benzoic acid = 0.5000 %', () => {
    const findings = run(subject({ 'benzoate-preservative': 0.5, 'benzoic-preservative': 0.0763 }), [
      BENZOIC_LEAVE_ON,
    ]);
    expect(summary(findings)).toEqual([['Benzoic Acid', 'within_limit', '0.500000']]);
    expect(findings[0]!.margin!.isZero()).toBe(true);
  });

  it('just under: 0.59 % sodium benzoate = 0.499966 %; just over: 0.5901 % = 0.50005074 %', () => {
    expect(summary(run(subject({ 'benzoate-preservative': 0.59 }), [BENZOIC_LEAVE_ON]))).toEqual([
      ['Benzoic Acid', 'within_limit', '0.499966'],
    ]);
    const [over] = run(subject({ 'benzoate-preservative': 0.5901 }), [BENZOIC_LEAVE_ON]);
    expect([over!.status, over!.amount!.total.toFixed(8)]).toEqual(['over_limit', '0.50005074']);
  });
});

describe('potassium sorbate as sorbic acid (x 0.7464), 0.6 % (acid)', () => {
  it('at the limit: 0.5 % potassium sorbate (0.3732 %) + 0.2268 % sorbic acid = 0.6000 %', () => {
    const findings = run(subject({ 'sorbate-preservative': 0.5, 'sorbic-preservative': 0.2268 }), [SORBIC]);
    expect(summary(findings)).toEqual([['Sorbic Acid', 'within_limit', '0.600000']]);
  });

  it('just under: 0.8038 % potassium sorbate = 0.59995632 %; just over: 0.8039 % = 0.60003096 %', () => {
    const [under] = run(subject({ 'sorbate-preservative': 0.8038 }), [SORBIC]);
    expect([under!.status, under!.amount!.total.toFixed(8)]).toEqual(['within_limit', '0.59995632']);
    const [over] = run(subject({ 'sorbate-preservative': 0.8039 }), [SORBIC]);
    expect([over!.status, over!.amount!.total.toFixed(8)]).toEqual(['over_limit', '0.60003096']);
  });

  it('counts the salt and the acid together: 0.7 % sorbate (0.52248 %) + 0.1 % acid = 0.62248 %, over', () => {
    const [over] = run(subject({ 'sorbate-preservative': 0.7, 'sorbic-preservative': 0.1 }), [SORBIC]);
    expect([over!.status, over!.amount!.total.toFixed(5)]).toEqual(['over_limit', '0.62248']);
  });
});

describe('a warning that starts at a level', () => {
  // Reg. (EU) 2022/1181: "Releases formaldehyde." above 0.001 % formaldehyde released. The test releaser
  // counts as formaldehyde x 0.5.
  const text = 'Releases formaldehyde.';
  const WARNING = rule({
    ruleType: 'mandatory_warning',
    substanceId: 'formaldehyde',
    warningText: text,
    thresholdPercent: '0.001',
  });
  const warned = (recipe: Record<string, string>) => {
    const findings = run(subject(recipe), [WARNING]);
    return [findings[0]!.status, requiredWarnings(findings)];
  };

  it('at 0.001 % no warning, just under none, just over the warning', () => {
    // 0.002 % releaser x 0.5 = 0.001 % released: at the threshold, not above it.
    expect(warned({ releaser: '0.002' })).toEqual(['below_warning_threshold', []]);
    // 0.0018 % x 0.5 = 0.0009 %: under.
    expect(warned({ releaser: '0.0018' })).toEqual(['below_warning_threshold', []]);
    // 0.0022 % x 0.5 = 0.0011 %: over.
    expect(warned({ releaser: '0.0022' })).toEqual(['warning', [text]]);
  });

  it('without a threshold, applies whenever the substance is present', () => {
    const always = { ...WARNING, thresholdPercent: null };
    const findings = run(subject({ releaser: '0.0002' }), [always]);
    expect(requiredWarnings(findings)).toEqual([text]);
  });
});
