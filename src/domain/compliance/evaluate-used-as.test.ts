import { describe, expect, it } from 'vitest';
import { run, summary } from './evaluate.fixtures.ts';
import { conditionText } from './rule.ts';
import { rule, subject } from './test-subject.ts';
import { violationsOf } from './violations.ts';

/**
 * Rules conditioned on a function of use (ADR 034): Annex VI on what is used as a UV filter in any product,
 * Annex V on preservatives, Annex IV on colourants. Raw materials keyed "-uv", "-preservative", "-colourant" hold
 * their substance with that function; the bare key holds it as "other". 100 oz recipes: ounces are % w/w.
 */
const ZINC_UV = rule({
  ruleType: 'max_concentration',
  substanceId: 'zinc',
  maxPercent: '25',
  usedAs: 'uv_filter',
  name: 'Zinc oxide as UV filter: max 25 %',
});
const SPF_MOISTURIZER = { productType: 'moisturizer', name: 'Daily SPF 30 Moisturizer' };

describe('Annex VI: a UV filter in any product', () => {
  it('fails 26 % zinc oxide in an SPF moisturizer against the 25 % limit', () => {
    // 26 % zinc oxide used as a UV filter: 26 > 25, over by 1 % point. The rule names no product type, so a
    // moisturizer is as bound as a sunscreen.
    const [over] = run(subject({ 'zinc-uv': 26 }, SPF_MOISTURIZER), [ZINC_UV]);
    expect([over!.status, over!.amount!.total.toFixed(2), over!.margin!.toFixed(2)]).toEqual([
      'over_limit',
      '26.00',
      '-1.00',
    ]);
    const [violation] = violationsOf([over!], subject({ 'zinc-uv': 26 }, SPF_MOISTURIZER));
    expect(violation!.title).toBe('Zinc Oxide above 25.0 % in Daily SPF 30 Moisturizer');
    expect(violation!.description).toContain('above the 25.0 % limit used as a UV filter.');
  });

  it('passes at 25 % and just under it, fails just over', () => {
    const status = (percent: number) =>
      run(subject({ 'zinc-uv': percent }, SPF_MOISTURIZER), [ZINC_UV])[0]!.status;
    expect(status(25)).toBe('within_limit');
    expect(status(24.99)).toBe('within_limit');
    expect(status(25.01)).toBe('over_limit');
  });

  it('does not count zinc oxide used as something else', () => {
    // 26 % zinc oxide as a skin protectant ("other"): the UV-filter limit counts none of it.
    expect(run(subject({ zinc: 26 }, SPF_MOISTURIZER), [ZINC_UV])).toEqual([]);
    // 20 % as a UV filter + 6 % as "other": the limit counts the 20 %.
    expect(summary(run(subject({ 'zinc-uv': 20, zinc: 6 }, SPF_MOISTURIZER), [ZINC_UV]))).toEqual([
      ['Zinc Oxide', 'within_limit', '20.000000'],
    ]);
  });
});

describe('Annex IV: a colourant', () => {
  // A made-up entry with the shape of Annex IV's field-of-application conditions: not on the eye area.
  const TITANIUM_COLOURANT = rule({
    ruleType: 'conditional',
    substanceId: 'titanium',
    applicationAreas: ['face', 'body', 'hands'],
    usedAs: 'colourant',
    name: 'CI 77891 as colourant: face, body and hands only',
  });

  it('applies to titanium dioxide used as a colourant, not to it as a UV filter', () => {
    const eye = { applicationArea: 'eye_area' };
    expect(run(subject({ 'titanium-colourant': 1 }, eye), [TITANIUM_COLOURANT])[0]!.status).toBe(
      'not_allowed',
    );
    expect(run(subject({ 'titanium-uv': 5 }, eye), [TITANIUM_COLOURANT])).toEqual([]);
    expect(run(subject({ 'titanium-colourant': 1 }), [TITANIUM_COLOURANT])[0]!.status).toBe('within_limit');
  });
});

describe('groups by function of use', () => {
  it('checks a general limit and a preservative limit on one substance side by side', () => {
    // Salicylic acid: 2 % in general (Annex III/98), 0.5 % as a preservative (Annex V/3). 1 % used as a
    // preservative: within 2 %, over 0.5 %. 1.5 % used otherwise: within 2 %, the preservative limit counts 0.
    const general = rule({ ruleType: 'max_concentration', substanceId: 'salicylic', maxPercent: '2' });
    const preservative = rule({
      ruleType: 'max_concentration',
      substanceId: 'salicylic',
      maxPercent: '0.5',
      usedAs: 'preservative',
    });
    expect(summary(run(subject({ 'salicylic-preservative': 1 }), [general, preservative]))).toEqual([
      ['Salicylic Acid', 'within_limit', '1.000000'],
      ['Salicylic Acid', 'over_limit', '1.000000'],
    ]);
    expect(summary(run(subject({ salicylic: 1.5 }), [general, preservative]))).toEqual([
      ['Salicylic Acid', 'within_limit', '1.500000'],
    ]);
  });

  it('says the condition in words', () => {
    expect(conditionText(ZINC_UV)).toBe('used as a UV filter');
    expect(conditionText({ ...ZINC_UV, usedAs: 'preservative', exposure: 'leave_on' })).toBe(
      'used as a preservative, leave-on',
    );
  });
});
