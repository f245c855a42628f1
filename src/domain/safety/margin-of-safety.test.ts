import { describe, expect, it } from 'vitest';
import type { CompositionRow } from '../substance/composition.ts';
import { substanceContent } from '../substance/substance-content.ts';
import { exposureCategory } from './exposure-categories.ts';
import { marginOfSafety, mosText, safetyRow, sedText, type ToxicologyFacts } from './margin-of-safety.ts';

const FACE_CREAM = exposureCategory('face_cream')!.relativeDailyExposure; // 24.14 mg/kg bw/day, leave-on
const SHOWER_GEL = exposureCategory('shower_gel')!.relativeDailyExposure; // 2.79 mg/kg bw/day, rinse-off
const BODY_LOTION = exposureCategory('body_lotion')!.relativeDailyExposure; // 123.20 mg/kg bw/day

const profile = (
  pointOfDeparture: string | null,
  dermalAbsorption: string | null = null,
  threshold: string | null = null,
): ToxicologyFacts => ({
  pointOfDeparture,
  dermalAbsorption,
  threshold,
});
/** A recipe of 100 oz: `percent` oz of the substance's raw material, the rest water (no composition: ignored). */
function amountAt(percent: string) {
  const content = substanceContent(
    [
      { ingredientId: 'rm', ingredientName: 'Salicylic acid powder', ounces: percent },
      { ingredientId: 'filler', ingredientName: 'Water', ounces: String(100 - Number(percent)) },
    ],
    new Map<string, CompositionRow[]>([
      ['rm', [{ substanceId: 'sa', percent: 100, minPercent: null, maxPercent: null }]],
    ]),
    new Map([['sa', 'Salicylic Acid']]),
  );
  return content.substances[0]!;
}

describe('margin of safety', () => {
  it('leave-on, SCCS default dermal absorption: face cream with 2 % salicylic acid, NOAEL 75', () => {
    // SED = 24.14 x 2/100 x 50/100 = 0.2414 mg/kg bw/day; MoS = 75 / 0.2414 = 310.687655... -> 310.7, over 100.
    const row = safetyRow(amountAt('2'), profile('75'), FACE_CREAM);
    expect(row.percent.toString()).toBe('2');
    expect(row.dermalAbsorption.toString()).toBe('50');
    expect(row.dermalAbsorptionDefaulted).toBe(true);
    expect(sedText(row.sed)).toBe('0.2414');
    expect(mosText(row.mos!)).toBe('310.7');
    expect(row.status).toBe('ok');
  });

  it('leave-on, measured dermal absorption of 10 %', () => {
    // SED = 24.14 x 0.02 x 0.10 = 0.04828; MoS = 75 / 0.04828 = 1553.438... -> 1553.4.
    const row = safetyRow(amountAt('2'), profile('75', '10'), FACE_CREAM);
    expect(row.dermalAbsorptionDefaulted).toBe(false);
    expect(sedText(row.sed)).toBe('0.04828');
    expect(mosText(row.mos!)).toBe('1553.4');
  });

  it('rinse-off: shower gel (relative exposure 2.79, retention 0.01 already in it)', () => {
    // SED = 2.79 x 0.02 x 0.5 = 0.0279; MoS = 75 / 0.0279 = 2688.172... -> 2688.2.
    const row = safetyRow(amountAt('2'), profile('75'), SHOWER_GEL);
    expect(sedText(row.sed)).toBe('0.0279');
    expect(mosText(row.mos!)).toBe('2688.2');
    // With a measured 10 %: SED = 2.79 x 0.02 x 0.1 = 0.00558; MoS = 75 / 0.00558 = 13440.86... -> 13440.9.
    const measured = safetyRow(amountAt('2'), profile('75', '10'), SHOWER_GEL);
    expect(sedText(measured.sed)).toBe('0.00558');
    expect(mosText(measured.mos!)).toBe('13440.9');
  });

  it('a range is assessed at its maximum', () => {
    // 10 oz of a raw material holding 5-8 % of the substance in 100 oz: 0.5-0.8 % in the product, assessed at 0.8.
    // Body lotion: SED = 123.20 x 0.8/100 x 50/100 = 0.4928; MoS = 75 / 0.4928 = 152.191... -> 152.2.
    const content = substanceContent(
      [
        { ingredientId: 'rm', ingredientName: 'Extract', ounces: '10' },
        { ingredientId: 'filler', ingredientName: 'Water', ounces: '90' },
      ],
      new Map<string, CompositionRow[]>([
        ['rm', [{ substanceId: 'sa', percent: null, minPercent: 5, maxPercent: 8 }]],
      ]),
      new Map([['sa', 'Salicylic Acid']]),
    );
    const [row] = marginOfSafety(
      content.substances,
      (id) => (id === 'sa' ? profile('75') : null),
      BODY_LOTION,
    );
    expect(row!.range).toBe(true);
    expect(row!.percent.toString()).toBe('0.8');
    expect(sedText(row!.sed)).toBe('0.4928');
    expect(mosText(row!.mos!)).toBe('152.2');
  });

  it('a substance through two raw materials adds up before the SED', () => {
    // 30 oz of A holding 2 % and 20 oz of B holding 1 %, in 100 oz: 0.6 % + 0.2 % = 0.8 %.
    // Face cream: SED = 24.14 x 0.8/100 x 50/100 = 0.09656; MoS = 10 / 0.09656 = 103.562... -> 103.6, over 100.
    const content = substanceContent(
      [
        { ingredientId: 'a', ingredientName: 'A', ounces: '30' },
        { ingredientId: 'b', ingredientName: 'B', ounces: '20' },
        { ingredientId: 'filler', ingredientName: 'Water', ounces: '50' },
      ],
      new Map<string, CompositionRow[]>([
        [
          'a',
          [
            { substanceId: 'sa', percent: 2, minPercent: null, maxPercent: null },
            { substanceId: 'x', percent: 98, minPercent: null, maxPercent: null },
          ],
        ],
        [
          'b',
          [
            { substanceId: 'sa', percent: 1, minPercent: null, maxPercent: null },
            { substanceId: 'x', percent: 99, minPercent: null, maxPercent: null },
          ],
        ],
      ]),
      new Map([
        ['sa', 'Salicylic Acid'],
        ['x', 'Glycerin'],
      ]),
    );
    const rows = marginOfSafety(content.substances, (id) => (id === 'sa' ? profile('10') : null), FACE_CREAM);
    const row = rows.find((item) => item.substanceId === 'sa')!;
    expect(row.percent.toString()).toBe('0.8');
    expect(sedText(row.sed)).toBe('0.09656');
    expect(mosText(row.mos!)).toBe('103.6');
    expect(row.status).toBe('ok');
  });

  it('the threshold: at 100 passes, just under fails, just over passes', () => {
    // Face cream, 2 %, DAp 50 %: SED = 0.2414. PoD 24.14 -> MoS = 100 exactly: ok.
    expect(safetyRow(amountAt('2'), profile('24.14'), FACE_CREAM).status).toBe('ok');
    // PoD 24.13 -> MoS = 24.13 / 0.2414 = 99.958... : below threshold.
    const under = safetyRow(amountAt('2'), profile('24.13'), FACE_CREAM);
    expect(mosText(under.mos!)).toBe('100.0');
    expect(under.mos!.lessThan(100)).toBe(true);
    expect(under.status).toBe('below_threshold');
    // PoD 24.15 -> MoS = 100.041... : ok.
    expect(safetyRow(amountAt('2'), profile('24.15'), FACE_CREAM).status).toBe('ok');
  });

  it("a substance's own threshold replaces 100", () => {
    // Threshold 25: PoD 6.035 -> MoS = 6.035 / 0.2414 = 25 exactly: ok; PoD 6.03 -> 24.979...: below.
    expect(safetyRow(amountAt('2'), profile('6.035', null, '25'), FACE_CREAM).status).toBe('ok');
    const under = safetyRow(amountAt('2'), profile('6.03', null, '25'), FACE_CREAM);
    expect(under.threshold.toString()).toBe('25');
    expect(under.status).toBe('below_threshold');
    // Under the default threshold it would have been below too, over 25 it is fine: PoD 6.04 -> 25.02.
    expect(safetyRow(amountAt('2'), profile('6.04', null, '25'), FACE_CREAM).status).toBe('ok');
  });

  it('missing data is a finding, never a pass', () => {
    // No profile: the SED is still known (24.14 x 0.02 x 0.5 = 0.2414), the MoS is not.
    const none = safetyRow(amountAt('2'), undefined, FACE_CREAM);
    expect(none.status).toBe('data_missing');
    expect(none.mos).toBeNull();
    expect(sedText(none.sed)).toBe('0.2414');
    // A profile without a point of departure (only a dermal absorption) is missing data too.
    expect(safetyRow(amountAt('2'), profile(null, '10'), FACE_CREAM).status).toBe('data_missing');
  });

  it('leaves out exempt substances (water)', () => {
    const rows = marginOfSafety(
      [amountAt('2')],
      () => null,
      FACE_CREAM,
      (id) => id === 'sa',
    );
    expect(rows).toEqual([]);
  });
});
