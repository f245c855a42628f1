import { describe, expect, it } from 'vitest';
import { label, positions } from './label.fixtures.ts';

/**
 * The perfume is whole and nothing added vanishes (ADR 033). Recipes are in ounces of a 100 oz batch, so ounces
 * read as % w/w. The house fragrance is Parfum 95.3 %, limonene 2.2 %, linalool 1.8 %, coumarin 0.4 %,
 * geraniol 0.3 % (100 %).
 */
describe('a perfume compound above 1 %', () => {
  it('places Parfum at the compound\u2019s whole share and names every allergen above 0.001 %', () => {
    // Fragrance 3 %: Parfum = 3 % (the whole compound), ahead of glycerin at 2.9 %. Placed by its Parfum
    // substance alone it would read 3 x 95.3 % = 2.859 % and land after glycerin.
    // Allergens (leave-on, named above 0.001 %): limonene 3 x 2.2 % = 0.066 %, linalool 3 x 1.8 % = 0.054 %,
    // coumarin 3 x 0.4 % = 0.012 %, geraniol 3 x 0.3 % = 0.009 %: all named.
    const result = label({ aqua: 87.1, cetearyl: 5, fragrance: 3, glycerin: 2.9, allantoin: 2 });
    expect(result.ingredientList).toBe(
      'Aqua, Cetearyl Alcohol, Parfum, Glycerin, Allantoin, Limonene, Linalool, Coumarin, Geraniol',
    );
    expect(positions(result)).toEqual([
      ['Aqua', '87.1000'],
      ['Cetearyl Alcohol', '5.0000'],
      ['Parfum', '3.0000'],
      ['Glycerin', '2.9000'],
      ['Allantoin', '2.0000'],
      ['Limonene', '0.0660'],
      ['Linalool', '0.0540'],
      ['Coumarin', '0.0120'],
      ['Geraniol', '0.0090'],
    ]);
    expect(result.allergens.every((allergen) => allergen.mustLabel && allergen.inPerfume)).toBe(true);
  });

  it('takes a compound given as ranges at its own share, not at the sum of the maximums', () => {
    // Lavender oil 2 %: its rows' maximums add up to 50 + 38 + 45 + 1 = 134 %, but the perfume is the 2 % of
    // the product the oil is. Allergens at their maximum: the oil itself 2 x 50 % = 1 %, linalyl acetate
    // 2 x 45 % = 0.9 %, linalool 2 x 38 % = 0.76 %, limonene 2 x 1 % = 0.02 %.
    const result = label({ aqua: 93, glycerin: 5, lavender: 2 });
    expect(positions(result)).toEqual([
      ['Aqua', '93.0000'],
      ['Glycerin', '5.0000'],
      ['Parfum', '2.0000'],
      ['Lavandula Angustifolia Oil', '1.0000'],
      ['Linalyl Acetate', '0.9000'],
      ['Linalool', '0.7600'],
      ['Limonene', '0.0200'],
    ]);
    expect(result.entries.find((entry) => entry.name === 'Parfum')!.range).toBe(false);
    expect(result.entries.find((entry) => entry.name === 'Linalool')!.range).toBe(true);
  });
});

describe('a perfume compound below 1 %', () => {
  it('names only the allergens above the threshold of the product\u2019s exposure', () => {
    // Fragrance 0.05 %: Parfum 0.05 %. Limonene 0.05 x 2.2 % = 0.0011 % (> 0.001: named in a leave-on
    // product); linalool 0.05 x 1.8 % = 0.0009 %, coumarin 0.0002 %, geraniol 0.00015 %: not named.
    const leaveOn = label({ aqua: 94.85, glycerin: 5, allantoin: 0.1, fragrance: 0.05 });
    expect(leaveOn.ingredientList).toBe('Aqua, Glycerin, Allantoin, Parfum, Limonene');
    expect(positions(leaveOn, 5).slice(3)).toEqual([
      ['Parfum', '0.05000'],
      ['Limonene', '0.00110'],
    ]);
    // Rinse-off: 0.0011 % is under 0.01 %, nothing named but Parfum.
    const rinseOff = label({ aqua: 94.85, glycerin: 5, allantoin: 0.1, fragrance: 0.05 }, 'rinse_off');
    expect(rinseOff.ingredientList).toBe('Aqua, Glycerin, Allantoin, Parfum');
  });
});

describe('an allergen-bearing raw material that is not perfume', () => {
  it('lists everything it brings by INCI name, whatever the level', () => {
    // Rinse-off, allergens named above 0.01 %. Lemon oil (a botanical: 90 % Citrus Limon Peel Oil, 10 %
    // limonene) at 0.08 %: the oil 0.072 % (above 0.01 %), limonene 0.008 % (under it, but added as an
    // ingredient in its own right: listed). Benzyl alcohol as preservative at 0.005 %, under 0.01 %: listed.
    // Aqua = 100 - 10 - 0.08 - 0.005 = 89.915 %. No perfume: no Parfum.
    const result = label(
      { aqua: 89.915, betaine: 10, lemon: 0.08, 'benzyl-preservative': 0.005 },
      'rinse_off',
    );
    expect(positions(result, 3)).toEqual([
      ['Aqua', '89.915'],
      ['Cocamidopropyl Betaine', '10.000'],
      ['Citrus Limon Peel Oil', '0.072'],
      ['Limonene', '0.008'],
      ['Benzyl Alcohol', '0.005'],
    ]);
    expect(result.allergens.map((a) => [a.inciName, a.mustLabel, a.inPerfume])).toEqual([
      ['Citrus Limon Peel Oil', true, false],
      ['Limonene', false, false],
      ['Benzyl Alcohol', false, false],
    ]);
  });

  it('keeps lemon oil used alone at 0.0008 % on the list', () => {
    // 0.0008 % x 90 % = 0.00072 % oil and 0.00008 % limonene: both under 0.001 %, both listed.
    expect(label({ aqua: 99.9992, lemon: 0.0008 }).ingredientList).toBe(
      'Aqua, Citrus Limon Peel Oil, Limonene',
    );
  });

  it('is all Parfum once the raw material is declared as Parfum', () => {
    // The same oil declared as Parfum at 0.08 %, rinse-off: Parfum 0.08 %; the oil 0.072 % is named (above
    // 0.01 %), limonene 0.008 % is not.
    expect(label({ aqua: 89.92, betaine: 10, 'lemon-parfum': 0.08 }, 'rinse_off').ingredientList).toBe(
      'Aqua, Cocamidopropyl Betaine, Parfum, Citrus Limon Peel Oil',
    );
  });
});

describe('the same substance through the perfume and through another raw material', () => {
  it('names it once, at its whole amount, when the total is above the threshold', () => {
    // Fragrance 0.04 %: Parfum 0.04 %, linalool 0.04 x 1.8 % = 0.00072 %, limonene 0.04 x 2.2 % = 0.00088 %.
    // Pure linalool added on its own at 0.0004 %: linalool in all 0.00072 + 0.0004 = 0.00112 % > 0.001 %,
    // named once at 0.00112 %. Limonene 0.00088 % (perfume only, under 0.001 %): in Parfum, not named.
    // Aqua = 100 - 5 - 0.04 - 0.0004 = 94.9596 %.
    const result = label({ aqua: 94.9596, glycerin: 5, fragrance: 0.04, linalool: 0.0004 });
    expect(positions(result, 5)).toEqual([
      ['Aqua', '94.95960'],
      ['Glycerin', '5.00000'],
      ['Parfum', '0.04000'],
      ['Linalool', '0.00112'],
    ]);
  });

  it('lists its own part only when the total is at or under the threshold', () => {
    // Linalool added on its own at 0.0002 %: in all 0.00072 + 0.0002 = 0.00092 % (not above 0.001 %). The
    // perfume's part stays in Parfum; the 0.0002 % added as a raw material is listed by name.
    const result = label({ aqua: 94.9598, glycerin: 5, fragrance: 0.04, linalool: 0.0002 });
    expect(positions(result, 5).slice(2)).toEqual([
      ['Parfum', '0.04000'],
      ['Linalool', '0.00020'],
    ]);
    expect(result.allergens.find((a) => a.inciName === 'Linalool')!.percent.toFixed(5)).toBe('0.00092');
  });

  it('declares a substance flagged fragrance as Parfum wherever it comes from', () => {
    // The Parfum substance bought pure (not as a perfume raw material) 1 % + the fragrance 2 %: Parfum 3 %.
    // Citral (flagged fragrance and allergen) bought pure at 0.5 %: in Parfum (3.5 %) and named at 0.5 %.
    const result = label({ aqua: 91.5, glycerin: 5, parfum: 1, fragrance: 2, citral: 0.5 });
    expect(positions(result, 3).slice(0, 4)).toEqual([
      ['Aqua', '91.500'],
      ['Glycerin', '5.000'],
      ['Parfum', '3.500'],
      ['Citral', '0.500'],
    ]);
  });
});
