import { describe, expect, it } from 'vitest';
import { condition, restriction } from '../support/cosing-files.ts';

/**
 * Annex III (restricted substances), entries checked field by field against the export's cells
 * (../shared/data/cosing/COSING_Annex_III_v2.txt); each expectation quotes the text it comes from.
 */
describe('Annex III: restrictions', () => {
  it('III/2a thioglycolic acid: letters with sub-points, "calculated as", professional use, warnings by heading', () => {
    const found = restriction('III', '2a');
    expect(found).toMatchObject({
      chemicalName: 'Thioglycolic acid and its salts',
      inciNames: ['THIOGLYCOLIC ACID'],
      casNumbers: [{ value: '68-11-1', valid: true }],
      ecNumbers: [{ value: '200-677-4', valid: true }],
      regulation: '(EU) 2015/1190',
      updateDate: '2020-07-27',
      needsReview: false,
    });
    expect(found.identifiedIngredients).toHaveLength(9);
    // "(a) (i) 8%    (ii) 11%  (b) 5%  (c) 2%  (d) 11% The abovementioned percentages are calculated as
    // thioglycollic acid": the last sentence speaks for every letter.
    expect(
      found.conditions.map((c) => [c.letter, c.maxima.map((m) => `${m.percent} as ${m.calculatedAs}`)]),
    ).toEqual([
      ['a.i', ['8 as thioglycollic acid']],
      ['a.ii', ['11 as thioglycollic acid']],
      ['b', ['5 as thioglycollic acid']],
      ['c', ['2 as thioglycollic acid']],
      ['d', ['11 as thioglycollic acid']],
    ]);
    const general = condition(found, 'a.i');
    expect(general.scope.include).toEqual(['hair']);
    expect(general.projectScope).toMatchObject({
      applicationAreas: ['hair', 'scalp'],
      exposure: 'all',
      exact: true,
    });
    expect(general.professionalUse).toBe(false);
    expect(general.otherConditions).toEqual([
      { kind: 'ph', text: 'ready for use pH 7 to 9.5', appliesFrom: null },
    ]);
    expect(condition(found, 'a.ii').professionalUse).toBe(true);
    expect(condition(found, 'b').scope.include).toEqual(['depilatory']);
    // Depilatories are no product the project's formulations can be.
    expect(condition(found, 'b').projectScope).toBeNull();
    expect(condition(found, 'c').projectScope).toMatchObject({ exposure: 'rinse_off' });
    // "Conditions of use: (a) (b) (c) (d) Avoid contact with eyes ..." then, after "Warnings to be printed on
    // the label:", "(a)(i) (b) (c) Contains thioglycolate ...": kinds follow the headings, across letters.
    expect(condition(found, 'b').warnings.map((w) => [w.kind, w.text])).toEqual([
      ['condition_of_use', 'Avoid contact with eyes'],
      ['condition_of_use', 'Rinse eyes immediately if product comes into contact with them.'],
      ['label_warning', 'Contains thioglycolate'],
      ['label_warning', 'Follow the instructions'],
      ['label_warning', 'Keep out of reach of children'],
    ]);
    expect(condition(found, 'a.ii').warnings.map((w) => w.text)).toContain('For professional use only');
    expect(condition(found, 'b').legalText).toEqual({
      productType: 'Depilatories',
      maximum: '5%',
      other: 'ready for use pH 7 to 12.7',
      wording:
        'Conditions of use:\nAvoid contact with eyes\nRinse eyes immediately if product comes into contact with them.\nWarnings to be printed on the label:\nContains thioglycolate\nFollow the instructions\nKeep out of reach of children',
    });
  });

  it('III/4 ammonia: "6% (as NH3)" and a warning from a level, "Above 2%: Contains ammonia"', () => {
    const ammonia = condition(restriction('III', '4'), null);
    expect(ammonia.maxima).toEqual([
      {
        percent: '6',
        calculatedAs: 'NH3',
        afterMixing: false,
        abovePercent: null,
        within: [],
        appliesFrom: null,
        text: '6% (as NH3)',
      },
    ]);
    expect(ammonia.scope.include).toEqual([]);
    expect(ammonia.warnings).toEqual([
      {
        text: 'Contains ammonia',
        kind: 'label_warning',
        thresholdPercent: '2',
        appliesFrom: null,
        onlyWhen: null,
      },
    ]);
  });

  it('III/12 hydrogen peroxide: "of H2O2, present or released", and the band "> 0,1 % ≤ 6 %"', () => {
    const peroxide = restriction('III', '12');
    expect(peroxide.conditions.map((c) => c.letter)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    const skin = condition(peroxide, 'b');
    expect(skin.maxima.map((m) => [m.percent, m.calculatedAs])).toEqual([['4', 'H2O2']]);
    expect(skin.projectScope?.applicationAreas).toEqual(['face', 'eye_area', 'body', 'hands']);
    const oral = condition(peroxide, 'd');
    expect(oral.maxima.map((m) => [m.percent, m.abovePercent])).toEqual([['0.1', null]]);
    const whitening = condition(peroxide, 'e');
    expect(whitening.scope.include).toEqual(['tooth_whitening']);
    expect(whitening.maxima.map((m) => [m.abovePercent, m.percent, m.calculatedAs])).toEqual([
      ['0.1', '6', 'H2O2'],
    ]);
    expect(whitening.otherConditions.map((o) => o.kind)).toEqual(['use', 'use']);
    expect(condition(peroxide, 'f').professionalUse).toBe(true);
  });

  it('III/31 sodium fluoride: "0,15 % calculated as F", a combined limit, and the toothpaste warning above 0.1 %', () => {
    const fluoride = condition(restriction('III', '31'), null);
    expect(fluoride.scope.include).toEqual(['oral']);
    expect(fluoride.maxima.map((m) => [m.percent, m.calculatedAs])).toEqual([['0.15', 'F']]);
    expect(fluoride.otherConditions).toEqual([
      {
        kind: 'combined_limit',
        text: 'When mixed with other fluorine compounds permitted under this Annex, total F concentration must not exceed 0,15 %',
        appliesFrom: null,
      },
    ]);
    expect(fluoride.warnings[0]).toMatchObject({ text: 'Contains sodium fluoride', thresholdPercent: null });
    expect(fluoride.warnings[1]).toMatchObject({
      thresholdPercent: '0.1',
      text: '"Children of 6 years and younger: use a pea-sized amount for supervised brushing to minimise swallowing. In case of intake of fluoride from other sources consult a dentist or doctor."',
    });
    expect(fluoride.warnings[1]!.onlyWhen).toMatch(/^For any toothpaste with compounds containing fluorine/);
  });

  it('III/70 citral: named on the label above 0.001 % leave-on and 0.01 % rinse-off, as "Citral"', () => {
    const citral = condition(restriction('III', '70'), null);
    expect(citral.labelling).toEqual({
      leaveOnPercent: '0.001',
      rinseOffPercent: '0.01',
      labelName: 'Citral',
    });
    expect(citral.maxima).toEqual([]);
    expect(restriction('III', '70').inciNames).toEqual(['Citral', 'Geranial', 'Neral']);
  });

  it('III/98 salicylic acid: 3 % rinse-off hair, 2 % other products except ..., 0.5 % body lotion and others', () => {
    const salicylic = restriction('III', '98');
    expect(salicylic.regulation).toBe('(EU) 2021/850');
    const [hair, other, bodyLotion] = salicylic.conditions;
    expect(hair).toMatchObject({ letter: 'a', scope: { include: ['hair_rinse_off'], otherProducts: false } });
    expect(hair!.maxima.map((m) => m.percent)).toEqual(['3']);
    expect(other).toMatchObject({ letter: 'b', scope: { include: [], otherProducts: true } });
    expect(other!.scope.exclude.slice(0, 4)).toEqual([
      'body_lotion',
      'eye_makeup',
      'lipstick',
      'deodorant_non_spray',
    ]);
    expect(other!.maxima.map((m) => m.percent)).toEqual(['2']);
    expect(bodyLotion!.scope.include).toEqual([
      'body_lotion',
      'eye_makeup',
      'lipstick',
      'deodorant_non_spray',
    ]);
    expect(bodyLotion!.maxima.map((m) => m.percent)).toEqual(['0.5']);
    for (const letter of salicylic.conditions) {
      // "(a) (b) (c) Not to be used in preparations for children under 3 years of age. Not to be used in
      // applications that may lead to exposure of the end-user's lungs by inhalation. Not to be used in oral
      // products. For purposes other than inhibiting the development of micro-organisms ..."
      expect(letter.scope.exclude).toEqual(
        expect.arrayContaining(['children_under_3', 'inhalation', 'oral']),
      );
      expect(letter.scope.notUsedAs).toEqual(['preservative']);
      expect(letter.projectScope?.excludedApplicationAreas).toEqual(['oral']);
      expect(letter.warnings.map((w) => w.text)).toEqual([
        'Not to be used for children under 3 years of age*',
      ]);
      expect(letter.needsReview).toBe(false);
    }
  });

  it('III/376 vitamin A: retinol equivalent, body lotion as the project reads it, and the two dates', () => {
    const [bodyLotion, other] = restriction('III', '376').conditions;
    expect(bodyLotion!.maxima.map((m) => [m.percent, m.calculatedAs])).toEqual([
      ['0.05', 'retinol equivalent'],
    ]);
    expect(bodyLotion!.projectScope).toEqual({
      productTypes: ['moisturizer'],
      applicationAreas: ['body'],
      exposure: 'leave_on',
      excludedApplicationAreas: [],
      unexpressed: [],
      exact: true,
    });
    expect(other!.scope.otherProducts).toBe(true);
    expect(other!.maxima.map((m) => m.percent)).toEqual(['0.3']);
    for (const letter of [bodyLotion!, other!]) {
      expect(letter.placingBanFrom).toBe('2025-11-01');
      expect(letter.makingAvailableBanFrom).toBe('2027-05-01');
      expect(letter.warnings.map((w) => w.text)).toEqual([
        '‘Contains Vitamin A. Consider your daily intake before use’.',
      ]);
    }
  });

  it('III/377 alpha-arbutin: 2 % in face cream, 0.5 % in body lotion, with the hydroquinone condition', () => {
    const [face, body] = restriction('III', '377').conditions;
    expect(face!.projectScope).toMatchObject({
      productTypes: ['moisturizer', 'treatment', 'serum'],
      applicationAreas: ['face'],
      exposure: 'leave_on',
    });
    expect(face!.maxima.map((m) => m.percent)).toEqual(['2']);
    expect(body!.maxima.map((m) => m.percent)).toEqual(['0.5']);
    expect(face!.otherConditions[0]).toMatchObject({ kind: 'raw_material' });
    expect([face!.placingBanFrom, face!.makingAvailableBanFrom]).toEqual(['2025-02-01', '2025-11-01']);
  });

  it('III/8c: "As from 3 September 2017" on the limits, "As from 3 March 2018" on the label text', () => {
    const [oxidative, nonOxidative] = restriction('III', '8c').conditions;
    expect(oxidative!.maxima).toMatchObject([{ percent: '1', afterMixing: true, appliesFrom: '2017-09-03' }]);
    expect(oxidative!.appliesFrom).toBe('2017-09-03');
    expect(oxidative!.warnings.every((w) => w.appliesFrom === '2018-03-03')).toBe(true);
    expect(nonOxidative!.maxima).toMatchObject([
      { percent: '1.5', afterMixing: false, appliesFrom: '2017-09-03' },
    ]);
    expect(nonOxidative!.otherConditions.map((o) => o.text)).toEqual([
      'Do not use with nitrosating agents',
      'Keep in nitrite-free containers',
      'Maximum nitrosamine content: 50 μg/kg',
    ]);
  });

  it('III/322 dihydroxyacetone: the dates of a footnote in the product type column bind every letter', () => {
    for (const letter of restriction('III', '322').conditions) {
      expect(letter.placingBanFrom).toBe('2022-01-26');
      expect(letter.makingAvailableBanFrom).toBe('2022-04-22');
    }
  });

  it('III/9: the second row under a reference number is its own entry', () => {
    expect(restriction('III', '9', 2).occurrence).toBe(2);
    expect(restriction('III', '9', 2).chemicalName).toMatch(/^Methylphenylenediamines, their N- substituted/);
  });

  it('III/201: a maximum under no letter beside a lettered one is left for review, not guessed', () => {
    const found = restriction('III', '201');
    expect(found.needsReview).toBe(true);
    for (const letter of found.conditions)
      expect(letter.reviewReasons).toEqual([
        'A maximum under no letter beside lettered maxima: which letters it binds is not sure',
      ]);
  });

  it('III/235: "0 15%" is not read as 15 %: the stray "0" puts it up for review', () => {
    const found = condition(restriction('III', '235'), null);
    expect(found.needsReview).toBe(true);
    expect(found.reviewReasons).toEqual([
      'Unread text in column "Maximum concentration in ready for use preparation": "0"',
    ]);
  });

  it('III/17 sodium nitrite: a function of use ("Rust inhibitor") is no product type the parser knows', () => {
    expect(condition(restriction('III', '17'), null).reviewReasons).toEqual([
      'Unknown product type wording: "rust inhibitor"',
    ]);
  });
});
