import { describe, expect, it } from 'vitest';
import type { CompositionRow } from '../substance/composition.ts';
import { functionGroupsOf, groupShares, recipeFunctionGroups } from './function-groups.ts';

const substance = (inciName: string, functions: string[], fragrance = false) => ({
  inciName,
  functions,
  fragrance,
});
const FACTS = new Map([
  ['phenoxy', substance('Phenoxyethanol', ['preservative'])],
  ['ehg', substance('Ethylhexylglycerin', ['skin_conditioning', 'deodorant'])],
  ['benzyl', substance('Benzyl Alcohol', ['preservative', 'solvent', 'viscosity_controlling'])],
  ['zinc', substance('Zinc Oxide', ['uv_filter', 'bulking', 'skin_protecting'])],
  ['mbc', substance('4-Methylbenzylidene Camphor', ['uv_absorber', 'uv_filter'])],
  ['cetearyl', substance('Cetearyl Alcohol', ['emollient', 'emulsifying', 'viscosity_controlling'])],
  ['xanthan', substance('Xanthan Gum', ['viscosity_controlling', 'emulsion_stabilising'])],
  ['parfum', substance('Parfum', ['fragrance', 'masking'])],
  ['limonene', substance('Limonene', [])],
  ['lemon', substance('Citrus Limon Peel Oil', [], true)],
  ['aqua', substance('Aqua', ['solvent'])],
  ['mystery', substance('House Preservative X', [])],
]);
const row = (substanceId: string, percent: number): CompositionRow => ({
  substanceId,
  percent,
  minPercent: null,
  maxPercent: null,
});

describe('functionGroupsOf', () => {
  it("reads the catalogue's functions first, whatever the raw material's category", () => {
    const of = (id: string, category: string) => functionGroupsOf({ substance: FACTS.get(id), category });
    expect(of('phenoxy', 'preservative')).toEqual(['preservative']);
    // Benzyl alcohol bought as a solvent is still a preservative by the catalogue.
    expect(of('benzyl', 'base')).toEqual(['preservative']);
    expect(of('zinc', 'active')).toEqual(['uv_filter']);
    expect(of('mbc', 'active')).toEqual(['uv_filter']);
    expect(of('cetearyl', 'emulsifier')).toEqual(['emulsifier']);
    expect(of('xanthan', 'base')).toEqual(['emulsifier']);
    // Ethylhexylglycerin has functions of its own: the blend's category does not make it a preservative.
    expect(of('ehg', 'preservative')).toEqual([]);
    expect(of('aqua', 'base')).toEqual([]);
  });

  it('makes the whole of a fragrance raw material perfume, and a fragrance-flagged substance anywhere', () => {
    expect(functionGroupsOf({ substance: FACTS.get('limonene'), category: 'fragrance' })).toEqual([
      'perfume',
    ]);
    expect(functionGroupsOf({ substance: FACTS.get('lemon'), category: 'botanical' })).toEqual(['perfume']);
    expect(functionGroupsOf({ substance: FACTS.get('parfum'), category: 'fragrance' })).toEqual(['perfume']);
  });

  it('falls back to the category only for a substance the catalogue gives no function', () => {
    expect(functionGroupsOf({ substance: FACTS.get('mystery'), category: 'preservative' })).toEqual([
      'preservative',
    ]);
    expect(functionGroupsOf({ substance: undefined, category: 'emulsifier' })).toEqual(['emulsifier']);
    // An "active" category says nothing about a function.
    expect(functionGroupsOf({ substance: FACTS.get('mystery'), category: 'active' })).toEqual([]);
  });
});

describe("functionGroupsOf with a row's function of use", () => {
  it('lets the row say whether its substance preserves, filters UV or perfumes there', () => {
    // Salicylic acid is a preservative in the catalogue; in a serum it exfoliates (used as other): no floor.
    const salicylic = substance('Salicylic Acid', ['preservative', 'keratolytic']);
    expect(functionGroupsOf({ substance: salicylic, category: 'active', usedAs: 'other' })).toEqual([]);
    expect(functionGroupsOf({ substance: salicylic, category: 'active', usedAs: 'preservative' })).toEqual([
      'preservative',
    ]);
    // Zinc oxide as a UV filter, and as a skin protectant.
    expect(
      functionGroupsOf({ substance: FACTS.get('zinc'), category: 'active', usedAs: 'uv_filter' }),
    ).toEqual(['uv_filter']);
    expect(functionGroupsOf({ substance: FACTS.get('zinc'), category: 'active', usedAs: 'other' })).toEqual(
      [],
    );
    // A preservative blend's ethylhexylglycerin the supplier declares as part of the preservative.
    expect(
      functionGroupsOf({ substance: FACTS.get('ehg'), category: 'preservative', usedAs: 'preservative' }),
    ).toEqual(['preservative']);
  });

  it('keeps the emulsifier group from the catalogue and the perfume whole', () => {
    expect(
      functionGroupsOf({ substance: FACTS.get('cetearyl'), category: 'emulsifier', usedAs: 'other' }),
    ).toEqual(['emulsifier']);
    // A fragrance raw material's allergen is perfume whatever its row says.
    expect(
      functionGroupsOf({ substance: FACTS.get('limonene'), category: 'fragrance', usedAs: 'other' }),
    ).toEqual(['perfume']);
    expect(
      functionGroupsOf({ substance: FACTS.get('lemon'), category: 'botanical', usedAs: 'other' }),
    ).toEqual(['perfume']);
  });
});

describe('groupShares and recipeFunctionGroups', () => {
  it("adds the group's substances of a raw material, a range at its minimum", () => {
    const blend = { category: 'preservative', composition: [row('phenoxy', 90), row('ehg', 10)] };
    expect(groupShares(blend, FACTS).get('preservative')?.toString()).toBe('0.9');
    const ranged = {
      category: 'active',
      composition: [{ substanceId: 'zinc', percent: null, minPercent: 20, maxPercent: 25 }],
    };
    expect(groupShares(ranged, FACTS).get('uv_filter')?.toString()).toBe('0.2');
  });

  it("gives the recipe's current share of each group it has, with the substances that make it up", () => {
    // Blend PE 9010 at 1.1 % (phenoxyethanol 90 %): 0.99 %; benzyl alcohol at 0.25 %: preservative 1.24 %.
    // Perfume compound at 0.8 % (95 % parfum, 5 % limonene): the whole 0.8 %. Water 97.85 %: no group.
    const groups = recipeFunctionGroups(
      [
        { category: 'base', composition: [row('aqua', 100)], percent: '97.85' },
        { category: 'preservative', composition: [row('phenoxy', 90), row('ehg', 10)], percent: '1.1' },
        { category: 'preservative', composition: [row('benzyl', 100)], percent: '0.25' },
        { category: 'fragrance', composition: [row('parfum', 95), row('limonene', 5)], percent: '0.8' },
      ],
      FACTS,
    );
    expect(
      groups.map((group) => [group.label, group.currentPercent.toFixed(4), group.members.join(', ')]),
    ).toEqual([
      ['Preservative system', '1.2400', 'Phenoxyethanol, Benzyl Alcohol'],
      ['Perfume', '0.8000', 'Parfum, Limonene'],
    ]);
  });

  it('rounds a share down to 4 decimals, so the recipe as it is meets its own floor', () => {
    // 1/3 % of phenoxyethanol: 0.33333... is kept as 0.3333, never 0.3334.
    const [group] = recipeFunctionGroups(
      [{ category: 'preservative', composition: [row('phenoxy', 100)], percent: '0.333333333' }],
      FACTS,
    );
    expect(group?.currentPercent.toFixed(4)).toBe('0.3333');
  });
});
