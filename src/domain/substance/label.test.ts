import { describe, expect, it } from 'vitest';
import type { Exposure } from '../formulation/constants.ts';
import type { CompositionRow } from './composition.ts';
import { type LabelFacts, labelList } from './label.ts';
import { type ContentLine, substanceContent } from './substance-content.ts';

/** A one-substance raw material per substance id: a line of N oz is N % of a 100 oz recipe. */
const FACTS: Record<string, Partial<LabelFacts>> = {
  aqua: { inciName: 'Aqua' },
  glycerin: { inciName: 'Glycerin' },
  niacinamide: { inciName: 'Niacinamide' },
  panthenol: { inciName: 'Panthenol' },
  allantoin: { inciName: 'Allantoin' },
  parfum: { inciName: 'Parfum', fragrance: true },
  linalool: { inciName: 'Linalool', allergen: true },
  limonene: { inciName: 'Limonene', allergen: true },
  citral: { inciName: 'Citral', allergen: true, fragrance: true },
  titanium: { inciName: 'Titanium Dioxide', colourIndex: 'CI 77891' },
  iron: { inciName: 'Iron Oxides', colourIndex: 'CI 77491' },
  zinc: { inciName: 'Zinc Oxide', nano: true },
};
const facts = new Map(
  Object.entries(FACTS).map(([id, fact]) => [
    id,
    {
      allergen: false,
      fragrance: false,
      colourIndex: null,
      nano: false,
      inciName: id,
      ...fact,
    } as LabelFacts,
  ]),
);
const names = new Map([...facts].map(([id, fact]) => [id, fact.inciName]));
const pure = (id: string): [string, CompositionRow[]] => [
  id,
  [{ substanceId: id, percent: 100, minPercent: null, maxPercent: null }],
];
const compositions = new Map<string, CompositionRow[]>([
  ...Object.keys(FACTS).map(pure),
  [
    'fragrance',
    [
      { substanceId: 'parfum', percent: 90, minPercent: null, maxPercent: null },
      { substanceId: 'linalool', percent: 10, minPercent: null, maxPercent: null },
    ],
  ],
]);

function label(
  recipe: Record<string, number | string>,
  exposure: Exposure = 'leave_on',
  warnings: string[] = [],
) {
  const lines: ContentLine[] = Object.entries(recipe).map(([id, ounces]) => ({
    ingredientId: id,
    ingredientName: `${id} raw material`,
    ounces,
  }));
  return labelList(substanceContent(lines, compositions, names), facts, exposure, warnings);
}

describe('labelList', () => {
  it('lists by descending concentration, ties by name', () => {
    const result = label({ aqua: 80, niacinamide: 5, glycerin: 5, panthenol: 10 });
    expect(result.ingredientList).toBe('Aqua, Panthenol, Glycerin, Niacinamide');
    expect(result.entries.map((e) => [e.name, e.percent.toFixed(4)])).toEqual([
      ['Aqua', '80.0000'],
      ['Panthenol', '10.0000'],
      ['Glycerin', '5.0000'],
      ['Niacinamide', '5.0000'],
    ]);
  });

  it('keeps descending order across the 1 % boundary', () => {
    const result = label({ aqua: '97.9', glycerin: '1.0001', niacinamide: '1', allantoin: '0.0999' });
    expect(result.ingredientList).toBe('Aqua, Glycerin, Niacinamide, Allantoin');
  });

  it('declares fragrance substances as Parfum at the position of their total', () => {
    // Parfum 3 %: between glycerin 4 % and niacinamide 2 %.
    const result = label({ aqua: 91, glycerin: 4, parfum: 3, niacinamide: 2 });
    expect(result.ingredientList).toBe('Aqua, Glycerin, Parfum, Niacinamide');
  });

  it('counts a labelled allergen of the perfume in the Parfum total and names it after its own position', () => {
    // Citral (fragrance and allergen) 2 % + parfum 1.5 % = Parfum 3.5 %, above glycerin 3 %; citral named at 2 %.
    const result = label({ aqua: 93.5, glycerin: 3, parfum: '1.5', citral: 2 });
    expect(result.entries.map((e) => [e.name, e.percent.toFixed(1)])).toEqual([
      ['Aqua', '93.5'],
      ['Parfum', '3.5'],
      ['Glycerin', '3.0'],
      ['Citral', '2.0'],
    ]);
  });

  describe('labelled allergens: named above 0.001 % leave-on and 0.01 % rinse-off', () => {
    const allergenIn = (percent: string, exposure: Exposure) => {
      // 100 oz: the fragrance brings 10 % of its weight as linalool, so linalool % = fragrance oz / 10.
      const fragrance = (Number(percent) * 10).toString();
      const result = label({ aqua: (100 - Number(fragrance)).toString(), fragrance }, exposure);
      return {
        mustLabel: result.allergens[0]!.mustLabel,
        named: result.entries.some((e) => e.name === 'Linalool'),
      };
    };

    it('leave-on: at 0.001 % not named, just over named, just under not', () => {
      expect(allergenIn('0.001', 'leave_on')).toEqual({ mustLabel: false, named: false });
      expect(allergenIn('0.0011', 'leave_on')).toEqual({ mustLabel: true, named: true });
      expect(allergenIn('0.0009', 'leave_on')).toEqual({ mustLabel: false, named: false });
    });

    it('rinse-off: at 0.01 % not named, just over named, just under not', () => {
      expect(allergenIn('0.01', 'rinse_off')).toEqual({ mustLabel: false, named: false });
      expect(allergenIn('0.011', 'rinse_off')).toEqual({ mustLabel: true, named: true });
      expect(allergenIn('0.009', 'rinse_off')).toEqual({ mustLabel: false, named: false });
      // 0.005 % must be labelled in a leave-on product but not in a rinse-off one.
      expect(allergenIn('0.005', 'leave_on').mustLabel).toBe(true);
      expect(allergenIn('0.005', 'rinse_off').mustLabel).toBe(false);
    });

    it('reports each allergen with its threshold', () => {
      const result = label({ aqua: '99.98', linalool: '0.015', limonene: '0.005' }, 'rinse_off');
      expect(
        result.allergens.map((a) => [a.inciName, a.percent.toFixed(3), a.threshold.toString(), a.mustLabel]),
      ).toEqual([
        ['Linalool', '0.015', '0.01', true],
        ['Limonene', '0.005', '0.01', false],
      ]);
      expect(result.ingredientList).toBe('Aqua, Linalool');
    });
  });

  it('lists colourants last by CI number and marks nano substances', () => {
    const result = label({ aqua: 70, titanium: 10, zinc: 15, glycerin: 3, iron: '2' });
    expect(result.ingredientList).toBe('Aqua, Zinc Oxide (nano), Glycerin, CI 77891, CI 77491');
  });

  it('lists a raw material without a composition by its own name, flagged', () => {
    const lines = [
      { ingredientId: 'aqua', ingredientName: 'Water', ounces: 90 },
      { ingredientId: 'unknown', ingredientName: 'House extract', ounces: 10 },
    ];
    const result = labelList(substanceContent(lines, compositions, names), facts, 'leave_on');
    expect(result.entries.map((e) => [e.name, e.missingInci])).toEqual([
      ['Aqua', false],
      ['House extract', true],
    ]);
  });

  it('carries the mandatory warnings once each', () => {
    const warning = 'Contains Vitamin A. Consider your daily intake before use.';
    expect(label({ aqua: 100 }, 'leave_on', [warning, warning]).warnings).toEqual([warning]);
  });
});
