import { describe, expect, it } from 'vitest';
import { colourant, condition, restriction } from '../support/cosing-files.ts';

/**
 * The positive lists: Annex IV colourants, V preservatives, VI UV filters, entries checked field by field
 * against the exports in ../shared/data/cosing/. Each condition binds the function its list is about.
 */
describe('Annex IV: colourants and their field of application', () => {
  it('IV/1 CI 10006: rinse-off products only', () => {
    const found = colourant('1');
    expect(found).toMatchObject({
      colourIndexNumbers: ['CI 10006'],
      inciNames: ['CI 10006'],
      colour: 'Green',
      casNumbers: [{ value: '16143-80-9', valid: true }],
      ecNumbers: [{ value: '240-299-7', valid: true }],
      regulation: '(EC) 2009/1223',
      updateDate: '2020-08-14',
      needsReview: false,
    });
    // The export writes "Rinse-off product" under "Maximum concentration": the shifted layout reads it as
    // the field of application it is.
    expect(found.cells['Product Type, body parts']).toBe('');
    expect(found.cells['Maximum concentration in ready for use preparation']).toBe('Rinse-off product');
    const field = condition(found, null);
    expect(field.scope).toEqual({
      include: ['rinse_off'],
      exclude: [],
      otherProducts: false,
      usedAs: 'colourant',
      notUsedAs: [],
    });
    expect(field.projectScope).toMatchObject({ applicationAreas: null, exposure: 'rinse_off', exact: true });
    expect(field.maxima).toEqual([]);
    expect(field.legalText.productType).toBe('Rinse-off product');
  });

  it('IV/2 CI 10020: not in products applied on mucous membranes (lips, eye area, mouth)', () => {
    const found = colourant('2');
    expect(found.inciNames).toEqual(['CI 10020']);
    expect(found.identifiedIngredients).toEqual(['ACID GREEN 1', 'CI 10020']);
    const field = condition(found, null);
    expect(field.scope.exclude).toEqual(['mucous_membranes']);
    expect(field.projectScope).toMatchObject({
      excludedApplicationAreas: ['lips', 'eye_area', 'oral'],
      exact: false,
    });
  });

  it('IV/3 CI 10316: not in eye products', () => {
    const field = condition(colourant('3'), null);
    expect(field.scope.exclude).toEqual(['eye']);
    expect(field.projectScope?.excludedApplicationAreas).toEqual(['eye_area']);
    expect(colourant('3').colour).toBe('Yellow');
  });

  it('IV/67 CI 42520: rinse-off products, at most 5 ppm (0.0005 %)', () => {
    const field = condition(colourant('67'), null);
    expect(field.scope.include).toEqual(['rinse_off']);
    expect(field.maxima).toMatchObject([{ percent: '0.0005', text: '5 ppm' }]);
    expect(colourant('67').inciNames).toEqual(['CI 42520', 'BASIC VIOLET 2']);
  });

  it('IV/77 CI 45396: 1 % when used in lip products, only in free acid form there', () => {
    const field = condition(colourant('77'), null);
    expect(field.scope.include).toEqual([]);
    expect(field.maxima).toMatchObject([
      { percent: '1', within: ['lip'], text: '1%, when used in lip products' },
    ]);
    expect(field.otherConditions).toEqual([
      { kind: 'raw_material', text: 'Only in free acid form, when used in lip products', appliesFrom: null },
    ]);
  });

  it('IV/143 titanium dioxide as a colourant: purity criteria and the pointers to Annexes III and VI', () => {
    const field = condition(colourant('143'), null);
    expect(colourant('143').colourIndexNumbers).toEqual(['CI 77891']);
    expect(field.otherConditions.map((o) => o.kind)).toEqual(['raw_material', 'reference', 'reference']);
    expect(field.otherConditions[1]!.text).toBe('(For use as a UV filter, see Annex VI, No 27)');
  });
});

describe('Annex V: preservatives', () => {
  it('V/1 benzoic acid and sodium benzoate: 2.5 % rinse-off except oral care, 1.7 % oral care, 0.5 % leave-on, as acid', () => {
    const found = restriction('V', '1');
    expect(found.inciNames).toEqual(['BENZOIC ACID', 'SODIUM BENZOATE']);
    expect(found.casNumbers.map((cas) => cas.value)).toEqual(['65-85-0', '532-32-1']);
    const [rinseOff, oral, leaveOn] = found.conditions;
    expect(rinseOff).toMatchObject({
      letter: 'a',
      scope: { include: ['rinse_off'], exclude: ['oral'], usedAs: 'preservative' },
      projectScope: { exposure: 'rinse_off', excludedApplicationAreas: ['oral'] },
    });
    expect(rinseOff!.maxima.map((m) => [m.percent, m.calculatedAs])).toEqual([['2.5', 'acid']]);
    expect(oral).toMatchObject({
      letter: 'b',
      scope: { include: ['oral'] },
      projectScope: { applicationAreas: ['oral'] },
    });
    expect(oral!.maxima.map((m) => m.percent)).toEqual(['1.7']);
    expect(leaveOn).toMatchObject({ letter: 'c', projectScope: { exposure: 'leave_on' } });
    expect(leaveOn!.maxima.map((m) => [m.percent, m.calculatedAs])).toEqual([['0.5', 'acid']]);
    expect(found.needsReview).toBe(false);
  });

  it('V/23 triclocarban: not in mouthwash, the transitional dates, the toothpaste warning', () => {
    const field = condition(restriction('V', '23'), null);
    expect(field.scope.exclude).toEqual(['mouthwash', 'toothpaste_children_under_6']);
    expect(field.maxima.map((m) => m.percent)).toEqual(['0.2']);
    // "may ... be placed on the Union market until 31 December 2024 and ... made available ... until
    // 31 October 2025": banned from the day after each.
    expect(field.placingBanFrom).toBe('2025-01-01');
    expect(field.makingAvailableBanFrom).toBe('2025-11-01');
    expect(field.otherConditions[0]!.text).toMatch(
      /^Purity criteria:\n3,3',4,4'-Tetrachloroazobenzene ≤ 1 ppm/,
    );
    expect(field.warnings).toEqual([
      {
        text: '‘Not to be used for children under 6 years of age’.',
        kind: 'label_warning',
        thresholdPercent: null,
        appliesFrom: null,
        onlyWhen: 'For toothpaste containing Triclocarban',
      },
    ]);
  });

  it('V/24 chlorocresol: 0.2 %, not in products applied on mucous membranes', () => {
    const field = condition(restriction('V', '24'), null);
    expect(field.scope.exclude).toEqual(['mucous_membranes']);
    expect(field.maxima.map((m) => m.percent)).toEqual(['0.2']);
  });

  it('V/3 salicylic acid and its salts: two limits headed by names, not letters, go to review', () => {
    const found = restriction('V', '3');
    expect(found.needsReview).toBe(true);
    expect(condition(found, null).reviewReasons).toEqual([
      'Unread text in column "Maximum concentration in ready for use preparation": "Salicylic acid Salicylic acid salts"',
      'An exclusion with an exception: "Not to be used in products for children under 3 years of age, except for shampoos."',
      'Unread text in column "Other": "Salicylic acid Salicylic acid salts"',
    ]);
  });

  it('V/57 methylisothiazolinone: "0,0015 % Rinse-off products" without a product type is left for review', () => {
    const field = condition(restriction('V', '57'), null);
    expect(field.maxima).toMatchObject([{ percent: '0.0015', within: ['rinse_off'] }]);
    expect(field.reviewReasons).toEqual([
      'The only maximum holds within some products: whether other products may use it is not said',
    ]);
  });
});

describe('Annex VI: UV filters', () => {
  it('VI/27 titanium dioxide: 25 %, summed with the nano form, with the pointers to Annexes III and IV', () => {
    const found = restriction('VI', '27');
    expect(found.casNumbers.map((cas) => cas.value)).toEqual(['13463-67-7', '1317-70-0', '1317-80-2']);
    const field = condition(found, null);
    expect(field.scope).toMatchObject({ include: [], usedAs: 'uv_filter' });
    expect(field.maxima).toMatchObject([{ percent: '25', calculatedAs: null, text: '25%*' }]);
    expect(field.otherConditions.map((o) => o.kind)).toEqual([
      'combined_limit',
      'reference',
      'reference',
      'reference',
    ]);
    expect(found.needsReview).toBe(false);
  });

  it('VI/3 homosalate: face products except propellant sprays, 7.34 %, and its two dates', () => {
    const field = condition(restriction('VI', '3'), null);
    expect(field.scope).toMatchObject({ include: ['face'], exclude: ['spray'], usedAs: 'uv_filter' });
    expect(field.projectScope).toMatchObject({
      applicationAreas: ['face'],
      unexpressed: ['spray'],
      exact: false,
    });
    expect(field.maxima.map((m) => m.percent)).toEqual(['7.34']);
    expect([field.placingBanFrom, field.makingAvailableBanFrom]).toEqual(['2025-01-01', '2025-07-01']);
  });

  it('VI/30 zinc oxide: 25 %, but the inhalation condition stands in the wording column: left for review', () => {
    const field = condition(restriction('VI', '30'), null);
    expect(field.maxima.map((m) => m.percent)).toEqual(['25']);
    expect(field.warnings).toEqual([]);
    expect(field.otherConditions.map((o) => o.kind)).toEqual(['combined_limit', 'note']);
    expect(field.reviewReasons).toEqual([
      `The wording column holds conditions of column "Other" (not label text): "Not to be used in applications that may lead to exposure of the end-user's lungs by inhalation."`,
    ]);
  });

  it('VI/4 benzophenone-3: (a) and (b) read, their "if used at 0,5 %" clause left for review; (c) structured', () => {
    const found = restriction('VI', '4');
    const [face, body, other] = found.conditions;
    expect(face!.scope).toMatchObject({ include: ['face', 'hand', 'lip'], exclude: ['spray'] });
    expect(face!.maxima.map((m) => m.percent)).toEqual(['6']);
    expect(face!.needsReview).toBe(true);
    expect(body!.maxima.map((m) => m.percent)).toEqual(['2.2']);
    expect(other!.scope.otherProducts).toBe(true);
    expect(other!.maxima.map((m) => m.percent)).toEqual(['0.5']);
    expect(other!.needsReview).toBe(false);
    // "Footnote 1: ... may be placed on the Union market until 28 January 2023 and be made available ...
    // until 28 July 2023": for every letter.
    for (const letter of found.conditions)
      expect([letter.placingBanFrom, letter.makingAvailableBanFrom]).toEqual(['2023-01-29', '2023-07-29']);
  });
});
