import { rule } from '../compliance/test-subject.ts';
import type { SubstanceFact } from './facts.ts';
import { emptyCatalogue, facts, formulation, rawMaterial } from './test-facts.ts';

/**
 * A small world for the per-intent advisor tests: raw materials with compositions, substances with functions,
 * one limit (retinol at most 0.3 % on the face) and two formulations. Prices per ounce, so costs are plain
 * products: a recipe's cost per 50 oz unit is Σ % × $/oz × 50 / 100.
 */
const substance = (
  id: string,
  inciName: string,
  functions: string[],
  index: string,
  isWater = false,
): SubstanceFact => ({
  id,
  inciName,
  functions,
  naturalOriginIndex: index,
  isWater,
  allergen: false,
  countsAs: [],
});
const substances = [
  substance('s-aqua', 'Aqua', ['solvent'], '1', true),
  substance('s-gly', 'Glycerin', ['humectant'], '1'),
  substance('s-dim', 'Dimethicone', ['emollient'], '0'),
  substance('s-sq', 'Squalane', ['emollient'], '1'),
  substance('s-jo', 'Simmondsia Chinensis Seed Oil', ['emollient', 'skin_conditioning'], '1'),
  substance('s-ret', 'Retinol', ['skin_conditioning'], '0'),
  substance('s-nia', 'Niacinamide', ['skin_conditioning'], '0'),
  substance('s-bak', 'Bakuchiol', ['antioxidant', 'skin_conditioning'], '1'),
  substance('s-gt', 'Camellia Sinensis Leaf Extract', ['antioxidant'], '1'),
];
const pure = (ingredientId: string, substanceId: string) =>
  [ingredientId, [{ substanceId, percent: '100', minPercent: null, maxPercent: null }]] as const;

export const water = rawMaterial({
  id: 'aq',
  name: 'Purified Water',
  category: 'base',
  unitCost: '0.10',
  usageCount: 2,
});
export const glycerin = rawMaterial({
  id: 'gly',
  name: 'Vegetable Glycerin',
  category: 'humectant',
  unitCost: '0.40',
  usageCount: 1,
});
export const dimethicone = rawMaterial({
  id: 'dim',
  name: 'Dimethicone 350',
  category: 'emollient',
  unitCost: '0.50',
});
export const squalane = rawMaterial({
  id: 'sq',
  name: 'Olive Squalane',
  category: 'emollient',
  unitCost: '0.60',
  qualityGrade: 'natural',
});
export const jojoba = rawMaterial({
  id: 'jo',
  name: 'Jojoba Oil (Golden)',
  category: 'emollient',
  unitCost: '0.90',
  usageCount: 1,
});
export const retinol = rawMaterial({
  id: 'ret',
  name: 'Retinol (Stabilised)',
  unitCost: '38.00',
  sustainabilityRating: 90,
  usageCount: 1,
});
export const niacinamide = rawMaterial({
  id: 'nia',
  name: 'Niacinamide (Vitamin B3)',
  unitCost: '1.20',
  sustainabilityRating: 62,
  usageCount: 1,
});
export const bakuchiol = rawMaterial({
  id: 'bak',
  name: 'Bakuchiol',
  unitCost: '36.00',
  sustainabilityRating: 82,
});
export const greenTea = rawMaterial({
  id: 'gt',
  name: 'Green Tea Extract',
  category: 'botanical',
  unitCost: '1.00',
  sustainabilityRating: 50,
});

// 700 water, 100 glycerin, 150 jojoba, 50 niacinamide: C = 70 + 40 + 135 + 60 = 305 per 1000 oz; per 50 oz 15.25.
export const faceBalm = formulation(
  [
    ['aq', '700'],
    ['gly', '100'],
    ['jo', '150'],
    ['nia', '50'],
  ],
  { id: 'f-balm', name: 'Face Balm', productType: 'moisturizer' },
);
// 980 water, 20 retinol: retinol at 2 %, over the 0.3 % limit.
export const nightSerum = formulation(
  [
    ['aq', '980'],
    ['ret', '20'],
  ],
  { id: 'f-night', name: 'Night Serum' },
);

export const world = facts(
  [water, glycerin, dimethicone, squalane, jojoba, retinol, niacinamide, bakuchiol, greenTea],
  {
    formulations: [faceBalm, nightSerum],
    portfolio: {
      formulationCount: 2,
      productTypes: [
        { productType: 'moisturizer', count: 1 },
        { productType: 'serum', count: 1 },
      ],
      highestCost: [faceBalm],
    },
    catalogue: emptyCatalogue({
      substances: new Map(substances.map((s) => [s.id, s])),
      compositions: new Map([
        pure('aq', 's-aqua'),
        pure('gly', 's-gly'),
        pure('dim', 's-dim'),
        pure('sq', 's-sq'),
        pure('jo', 's-jo'),
        pure('ret', 's-ret'),
        pure('nia', 's-nia'),
        pure('bak', 's-bak'),
        pure('gt', 's-gt'),
      ]),
      rules: [
        rule({
          id: 'r-ret',
          name: 'Retinol limit',
          ruleType: 'max_concentration',
          substanceId: 's-ret',
          maxPercent: '0.3',
          applicationAreas: ['face'],
        }),
      ],
    }),
  },
);
