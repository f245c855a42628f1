import { describe, expect, it } from 'vitest';
import type { Exposure } from '../formulation/constants.ts';
import { COMPOSITIONS, FACTS, label, positions } from './label.fixtures.ts';
import { labelList } from './label.ts';
import { substanceContent } from './substance-content.ts';

/** The label's ingredient list (ADR 033): order, thresholds, colourants, nano, unknowns. 100 oz recipes. */
describe('labelList', () => {
  it('lists by descending concentration, ties by name', () => {
    const result = label({ aqua: 80, niacinamide: 5, glycerin: 5, panthenol: 10 });
    expect(result.ingredientList).toBe('Aqua, Panthenol, Glycerin, Niacinamide');
    expect(positions(result)).toEqual([
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

  describe('allergens in the perfume: named above 0.001 % leave-on and 0.01 % rinse-off', () => {
    const allergenIn = (percent: string, exposure: Exposure) => {
      // The perfume brings 10 % of its weight as linalool, so linalool % = perfume % / 10.
      const perfume = (Number(percent) * 10).toString();
      const result = label({ aqua: (100 - Number(perfume)).toString(), 'perfume-10': perfume }, exposure);
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
      // 0.005 % must be named in a leave-on product but not in a rinse-off one.
      expect(allergenIn('0.005', 'leave_on').mustLabel).toBe(true);
      expect(allergenIn('0.005', 'rinse_off').mustLabel).toBe(false);
    });

    it('reports each allergen with its threshold', () => {
      // Perfume 0.2 %: linalool 0.02 % (over 0.01 %, named); limonene bought pure at 0.005 % (under, but an
      // ingredient in its own right: listed).
      const result = label({ aqua: '99.795', 'perfume-10': '0.2', limonene: '0.005' }, 'rinse_off');
      expect(
        result.allergens.map((a) => [a.inciName, a.percent.toFixed(3), a.threshold.toString(), a.mustLabel]),
      ).toEqual([
        ['Linalool', '0.020', '0.01', true],
        ['Limonene', '0.005', '0.01', false],
      ]);
      expect(result.ingredientList).toBe('Aqua, Parfum, Linalool, Limonene');
    });
  });

  describe('colourants by their function of use', () => {
    it('lists what is used as a colourant by its CI number, after everything else', () => {
      // Titanium dioxide as a colourant 10 %, iron oxides as a colourant 2 %: CI numbers, last, by amount.
      const result = label({
        aqua: 70,
        'titanium-colourant': 10,
        zinc: 15,
        glycerin: 3,
        'iron-colourant': 2,
      });
      expect(result.ingredientList).toBe('Aqua, Zinc Oxide (nano), Glycerin, CI 77891, CI 77491');
    });

    it('lists titanium dioxide used as a UV filter by its INCI name, in its place', () => {
      const result = label({ aqua: 87, 'titanium-uv': 10, glycerin: 3 });
      expect(result.ingredientList).toBe('Aqua, Titanium Dioxide, Glycerin');
    });

    it('lists each use of one substance in its own place', () => {
      // 5 % as a UV filter (by INCI, in the list), 1 % as a colourant (CI 77891, after the rest).
      const result = label({ aqua: 91, 'titanium-uv': 5, glycerin: 3, 'titanium-colourant': 1 });
      expect(result.ingredientList).toBe('Aqua, Titanium Dioxide, Glycerin, CI 77891');
    });
  });

  it('lists a raw material without a composition by its own name, flagged', () => {
    const lines = [
      { ingredientId: 'aqua', ingredientName: 'Water', ounces: 90 },
      { ingredientId: 'unknown', ingredientName: 'House extract', ounces: 10 },
    ];
    const names = new Map([...FACTS].map(([id, fact]) => [id, fact.inciName]));
    const result = labelList(substanceContent(lines, COMPOSITIONS, names), FACTS, 'leave_on');
    expect(result.entries.map((e) => [e.name, e.missingInci])).toEqual([
      ['Aqua', false],
      ['House extract', true],
    ]);
  });

  it('flags a substance that needs review, wherever it is', () => {
    // "Niacinimide" was created from a name nothing matched: listed, and flagged until reviewed.
    const result = label({ aqua: 95, mystery: 5 });
    expect(result.entries.map((e) => [e.name, e.unreviewed])).toEqual([
      ['Aqua', false],
      ['Niacinimide', true],
    ]);
    expect(result.unreviewed.map((item) => [item.inciName, item.percent.toFixed(1)])).toEqual([
      ['Niacinimide', '5.0'],
    ]);
  });

  it('carries the mandatory warnings once each', () => {
    const warning = 'Contains Vitamin A. Consider your daily intake before use.';
    expect(label({ aqua: 100 }, 'leave_on', [warning, warning]).warnings).toEqual([warning]);
  });
});
