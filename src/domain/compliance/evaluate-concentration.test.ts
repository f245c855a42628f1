import { describe, expect, it } from 'vitest';
import { RETINOL, run, SALICYLIC, summary } from './evaluate.fixtures.ts';
import { rule, subject } from './test-subject.ts';
import { violationsOf } from './violations.ts';

/**
 * The regulatory engine's maximum concentrations (docs/product-rules.md, "Compliance"): at, just under and just over a limit, a
 * substance added up across raw materials, a range checked at its maximum, and what counts as a substance
 * times its factor.
 */

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
