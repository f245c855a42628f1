import type { UsedAs } from '../../../domain/substance/constants.ts';

/**
 * What the demo raw materials are made of (docs/product-rules.md, "Substances and the label"), by substance key (substance-table.ts and
 * allergen-table.ts): exact % or a [min, max] range as the supplier's sheet gives it. A raw material not listed
 * here is one substance at 100 %: the one whose INCI name is its own.
 */
export const DEMO_COMPOSITIONS: Readonly<Record<string, readonly [string, number | [number, number]][]>> = {
  // A 35 % solution: the 4 % hydrogen peroxide limit counts the peroxide, not the solution.
  peroxide: [
    ['peroxide', 35],
    ['aqua', 65],
  ],
  // The house fragrance: the perfume base and the labelled allergens its IFRA certificate declares.
  parfum: [
    ['parfum', 95.3],
    ['limonene', 2.2],
    ['linalool', 1.8],
    ['coumarin', 0.4],
    ['geraniol', 0.3],
  ],
  'pe-blend': [
    ['phenoxy', 90],
    ['ehg', 10],
  ],
  // Supplier's ranges for the main constituents; the rest of the oil is the oil itself.
  lavender: [
    ['lavandula', [15, 50]],
    ['linalool', [25, 38]],
    ['linalyl-acetate', [25, 45]],
    ['limonene', [0.2, 1]],
  ],
  peppermint: [
    ['peppermint', [45, 70]],
    ['menthol', [30, 55]],
    ['limonene', [1, 5]],
  ],
  retinylpalm: [['retinyl-palmitate', 100]],
  sodiumsal: [['sodium-salicylate', 100]],
  lha: [['capryloyl-salicylic', 100]],
  arbutin: [['alpha-arbutin', 100]],
};

/**
 * Functions of use other than the category's default (defaultUsedAs, ADR 034), by raw material and substance
 * key: the mineral UV filters are UV filters, and ethylhexylglycerin boosts the preservative without being one.
 */
export const DEMO_USED_AS: Readonly<Record<string, Readonly<Record<string, UsedAs>>>> = {
  zinc: { zinc: 'uv_filter' },
  titanium: { titanium: 'uv_filter' },
  ehg: { ehg: 'other' },
  'pe-blend': { ehg: 'other' },
};
