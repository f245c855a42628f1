import { describe, expect, it } from 'vitest';
import { readConditions } from './conditions.ts';

const read = (
  cells: Partial<Record<'productType' | 'maximum' | 'other' | 'wording', string>>,
  annex = 'III',
) => readConditions(annex, { productType: '', maximum: '', other: '', wording: '', ...cells });
const only = (cells: Parameters<typeof read>[0], annex = 'III') => {
  const conditions = read(cells, annex);
  expect(conditions).toHaveLength(1);
  return conditions[0]!;
};

describe('maxima', () => {
  it.each([
    ['8%', '8', null],
    ['0,5 % (acid)', '0.5', 'acid'],
    ['6% (as NH3)', '6', 'NH3'],
    ['0,15 % calculated as F.', '0.15', 'F'],
    ['7% (as calcium hydroxide)', '7', 'calcium hydroxide'],
    ['0.007% (of Hg)', '0.007', 'Hg'],
    ['4 % of H2O2, present or released', '4', 'H2O2'],
    ['0,3 % RE', '0.3', 'retinol equivalent'],
    ['3,4% (calculated as sulphate)', '3.4', 'sulphate'],
  ])('"%s" is %s %% calculated as %s', (text, percent, calculatedAs) => {
    const { maxima, needsReview } = only({ maximum: text });
    expect(maxima.map((m) => [m.percent, m.calculatedAs])).toEqual([[percent, calculatedAs]]);
    expect(needsReview).toBe(false);
  });

  it('reads other units, bands, a start date and the products a maximum holds in', () => {
    expect(only({ maximum: '100 mg/kg' }).maxima[0]).toMatchObject({ percent: '0.01' });
    expect(only({ maximum: '> 0,1 % ≤ 6 %' }).maxima[0]).toMatchObject({ abovePercent: '0.1', percent: '6' });
    expect(only({ maximum: 'As from 3 September 2017: 1,5 %' })).toMatchObject({
      appliesFrom: '2017-09-03',
      maxima: [{ percent: '1.5', appliesFrom: '2017-09-03' }],
    });
    expect(only({ maximum: '1%, when used in lip products' }, 'IV').maxima[0]).toMatchObject({
      within: ['lip'],
    });
    expect(only({ maximum: '0.02% (after mixing for use)' }).maxima[0]).toMatchObject({ afterMixing: true });
    expect(only({ maximum: '1,2 % as free base (1,8 % as tetrahydrochloride salt)' }).maxima).toMatchObject([
      { percent: '1.2', calculatedAs: 'free base' },
      { percent: '1.8', calculatedAs: 'tetrahydrochloride salt' },
    ]);
  });

  it("reads the hair dyes' maximum after mixing, typos of the exports included", () => {
    const text =
      'After mixing under oxidative conditions the maximum concentration applied to hair must not exceed 2 % calculated as free base';
    expect(only({ other: text }).maxima).toMatchObject([
      { percent: '2', calculatedAs: 'free base', afterMixing: true },
    ]);
    const typo =
      'Afther mixing oxidative conditions the maximumconcentration applied to hair must not exceed 1,5%';
    expect(only({ other: typo }).maxima).toMatchObject([{ percent: '1.5', afterMixing: true }]);
  });

  it('leaves what follows a number and is not a known qualifier for review', () => {
    const condition = only({ maximum: '0,2% (as a % of ethanol)' });
    expect(condition.needsReview).toBe(true);
    expect(only({ maximum: '0 15%' }).reviewReasons).toEqual([
      'Unread text in column "Maximum concentration in ready for use preparation": "0"',
    ]);
    expect(only({ maximum: '0,4% (as acid) for single ester' }).needsReview).toBe(true);
  });
});

describe('letters', () => {
  it('gives each letter its own product type, maximum and other conditions, and the shared text to all', () => {
    const [a, b] = read({
      productType: '(a) Leave-on products\n(b) Rinse-off products',
      maximum: '(a) 0,1 %\n(b) 0,2 %',
      other:
        'For (a): Not to be used in sunscreen products and products marketed for exposure to natural or artificial UV light.\n\nFor (a) and (b):\n— Do not use with nitrosating agents',
    });
    expect(a).toMatchObject({
      letter: 'a',
      scope: { include: ['leave_on'], exclude: ['sunscreen_leave_on'] },
    });
    expect(a!.maxima.map((m) => m.percent)).toEqual(['0.1']);
    expect(b).toMatchObject({ letter: 'b', scope: { include: ['rinse_off'], exclude: [] } });
    expect(b!.otherConditions).toEqual([
      { kind: 'use', text: 'Do not use with nitrosating agents', appliesFrom: null },
    ]);
  });

  it('applies "The abovementioned percentages are calculated as ..." to every letter', () => {
    const conditions = read({
      productType: 'Hair waving or straightening products',
      maximum: '(a) 8%\n(b) 11%\nThe abovementioned percentages are calculated as thioglycollic acid',
      other: '(a) General use\n(b) Professional use',
    });
    expect(conditions.map((c) => [c.letter, c.maxima[0]!.calculatedAs, c.professionalUse])).toEqual([
      ['a', 'thioglycollic acid', false],
      ['b', 'thioglycollic acid', true],
    ]);
  });

  it('puts every condition up for review when a letter of one column is not a letter of the product types', () => {
    const conditions = read({
      productType: '(a) Hair products',
      wording: '(a) Contains X\n(b) Can cause allergic reaction',
    });
    expect(conditions.map((c) => c.reviewReasons)).toEqual([
      [
        'Letter (b) in column "Wording of conditions of use and warnings" is not a letter of column "Product Type, body parts"',
      ],
      [
        'Letter (b) in column "Wording of conditions of use and warnings" is not a letter of column "Product Type, body parts"',
      ],
    ]);
  });

  it('marks "Other products" and excludes whole areas only when an exclusion names one', () => {
    const [, other] = read({
      productType: '(a) Rinse-off hair products\n(b) Other products except body lotion, eye shadow',
      maximum: '(a) 3%\n(b) 2%',
      other: 'Not to be used in oral products.',
    });
    expect(other!.scope).toMatchObject({
      otherProducts: true,
      exclude: ['body_lotion', 'eye_makeup', 'oral'],
    });
    expect(other!.projectScope).toMatchObject({
      excludedApplicationAreas: ['oral'],
      unexpressed: ['body_lotion', 'eye_makeup'],
    });
  });
});

describe('other conditions and dates', () => {
  it('reads the labelling duty, the placing and making-available dates and "not as a preservative"', () => {
    const condition = only({
      other:
        'The presence of the substance shall be indicated in the list of ingredients referred to in Article 19(1), point (g), when its concentration exceeds: — 0,001 % in leave-on products — 0,01 % in rinse-off products. From 1 February 2025 cosmetic products containing that substance and not complying with the conditions shall not be placed on the Union market. From 1 November 2025 cosmetic products containing that substance and not complying with the conditions shall not be made available on the Union market. For purposes other than inhibiting the development of micro-organisms in the product. This purpose has to be apparent from the presentation of the product.',
    });
    expect(condition).toMatchObject({
      labelling: { leaveOnPercent: '0.001', rinseOffPercent: '0.01', labelName: null },
      placingBanFrom: '2025-02-01',
      makingAvailableBanFrom: '2025-11-01',
      scope: { notUsedAs: ['preservative'] },
      needsReview: false,
    });
  });

  it('leaves an unknown sentence and a contradiction for review', () => {
    expect(only({ other: 'Not to be used on eyelids of the user' }).needsReview).toBe(true);
    expect(
      only({ other: 'All products must meet the hydrogen peroxide release requirements' }).needsReview,
    ).toBe(false);
    expect(only({ maximum: '2% (General use) and 4.5% (Professional use)' }).reviewReasons).toContain(
      'Several kinds of use (general and professional): true, false',
    );
  });

  it("binds a positive list's function, and wants a maximum there", () => {
    expect(only({ maximum: '0.6% (acid)' }, 'V').scope.usedAs).toBe('preservative');
    expect(only({ maximum: '10%' }, 'VI').scope.usedAs).toBe('uv_filter');
    expect(only({ other: 'Not to be used in sprays.' }, 'V').reviewReasons).toEqual([
      'No maximum concentration read for an entry of a positive list',
    ]);
  });
});

describe('wording', () => {
  it('keeps label lines as written, with thresholds, dates and the products a warning is for', () => {
    const { warnings } = only({
      wording:
        'Above 2%: Contains ammonia\nAs from 3 March 2018, to be printed on the label: The mixing ratio.\nFor toothpaste containing Triclosan the following labelling is obligatory: ‘Not to be used for children under 3 years of age’.',
    });
    expect(warnings).toEqual([
      {
        text: 'Contains ammonia',
        kind: 'label_warning',
        thresholdPercent: '2',
        appliesFrom: null,
        onlyWhen: null,
      },
      {
        text: 'The mixing ratio.',
        kind: 'label_warning',
        thresholdPercent: null,
        appliesFrom: '2018-03-03',
        onlyWhen: null,
      },
      {
        text: '‘Not to be used for children under 3 years of age’.',
        kind: 'label_warning',
        thresholdPercent: null,
        appliesFrom: '2018-03-03',
        onlyWhen: 'For toothpaste containing Triclosan',
      },
    ]);
  });

  it('tells conditions of use from label warnings by heading, and footnotes from label text', () => {
    const { warnings, otherConditions } = only({
      wording:
        'Conditions of use:\nAvoid contact with eyes\nWarnings:\nContains thioglycolate\n* Solely for products for children.',
    });
    expect(warnings.map((w) => [w.kind, w.text])).toEqual([
      ['condition_of_use', 'Avoid contact with eyes'],
      ['label_warning', 'Contains thioglycolate'],
    ]);
    expect(otherConditions).toEqual([
      { kind: 'note', text: '* Solely for products for children.', appliesFrom: null },
    ]);
  });

  it('never prints conditions found in the wording column: they become notes, for review', () => {
    const condition = only(
      {
        maximum: '25%',
        wording:
          "Not to be used in applications that may lead to exposure of the end-user's lungs by inhalation.",
      },
      'VI',
    );
    expect(condition.warnings).toEqual([]);
    expect(condition.needsReview).toBe(true);
  });
});
