import type { Exposure } from '../formulation/constants.ts';
import type { CompositionRow } from './composition.ts';
import type { UsedAs } from './constants.ts';
import { type LabelFacts, labelList } from './label.ts';
import { type ContentLine, substanceContent } from './substance-content.ts';

/**
 * What the label tests share: a small catalogue of substances, raw materials made of them (with each row's
 * function of use and whether the raw material is perfume, as the content loader marks them), and a label of a
 * recipe given in ounces of a 100 oz batch, so that ounces read as % w/w.
 */
const SUBSTANCES: Record<string, Partial<LabelFacts>> = {
  aqua: { inciName: 'Aqua' },
  glycerin: { inciName: 'Glycerin' },
  niacinamide: { inciName: 'Niacinamide' },
  panthenol: { inciName: 'Panthenol' },
  allantoin: { inciName: 'Allantoin' },
  cetearyl: { inciName: 'Cetearyl Alcohol' },
  betaine: { inciName: 'Cocamidopropyl Betaine' },
  parfum: { inciName: 'Parfum', fragrance: true },
  linalool: { inciName: 'Linalool', allergen: true },
  limonene: { inciName: 'Limonene', allergen: true },
  coumarin: { inciName: 'Coumarin', allergen: true },
  geraniol: { inciName: 'Geraniol', allergen: true },
  citral: { inciName: 'Citral', allergen: true, fragrance: true },
  'lemon-oil': { inciName: 'Citrus Limon Peel Oil', allergen: true },
  'benzyl-alcohol': { inciName: 'Benzyl Alcohol', allergen: true },
  lavandula: { inciName: 'Lavandula Angustifolia Oil', allergen: true },
  'linalyl-acetate': { inciName: 'Linalyl Acetate', allergen: true },
  titanium: { inciName: 'Titanium Dioxide', colourIndex: 'CI 77891' },
  iron: { inciName: 'Iron Oxides', colourIndex: 'CI 77491' },
  zinc: { inciName: 'Zinc Oxide', nano: true },
  mystery: { inciName: 'Niacinimide', unreviewed: true },
};

export const FACTS = new Map(
  Object.entries(SUBSTANCES).map(([id, fact]) => [
    id,
    {
      allergen: false,
      fragrance: false,
      colourIndex: null,
      nano: false,
      unreviewed: false,
      inciName: id,
      ...fact,
    } as LabelFacts,
  ]),
);
const NAMES = new Map([...FACTS].map(([id, fact]) => [id, fact.inciName]));

type Amount = number | [number, number];
const row = (substanceId: string, amount: Amount, usedAs: UsedAs, inPerfume: boolean): CompositionRow =>
  typeof amount === 'number'
    ? { substanceId, percent: amount, minPercent: null, maxPercent: null, usedAs, inPerfume }
    : { substanceId, percent: null, minPercent: amount[0], maxPercent: amount[1], usedAs, inPerfume };

/** A raw material: its rows, their function of use, and whether it is perfume (fragrance or declared as Parfum). */
function material(rows: [string, Amount][], usedAs: UsedAs = 'other', perfume = false): CompositionRow[] {
  return rows.map(([id, amount]) => row(id, amount, perfume ? 'perfume' : usedAs, perfume));
}

export const COMPOSITIONS = new Map<string, CompositionRow[]>([
  // Every substance pure, used as "other" (a plain raw material that is not perfume).
  ...Object.keys(SUBSTANCES).map((id): [string, CompositionRow[]] => [id, material([[id, 100]])]),
  // A house fragrance (category fragrance): the perfume base and the allergens its IFRA certificate declares.
  [
    'fragrance',
    material(
      [
        ['parfum', 95.3],
        ['limonene', 2.2],
        ['linalool', 1.8],
        ['coumarin', 0.4],
        ['geraniol', 0.3],
      ],
      'perfume',
      true,
    ),
  ],
  // A perfume with 10 % linalool: linalool % in the product = the perfume's % / 10.
  [
    'perfume-10',
    material(
      [
        ['parfum', 90],
        ['linalool', 10],
      ],
      'perfume',
      true,
    ),
  ],
  // Lavender oil bought as a fragrance: the supplier's ranges, maximums adding up to 134 %.
  [
    'lavender',
    material(
      [
        ['lavandula', [15, 50]],
        ['linalool', [25, 38]],
        ['linalyl-acetate', [25, 45]],
        ['limonene', [0.2, 1]],
      ],
      'perfume',
      true,
    ),
  ],
  // Lemon oil used for itself (a botanical, not perfume): the oil and the limonene it holds.
  [
    'lemon',
    material([
      ['lemon-oil', 90],
      ['limonene', 10],
    ]),
  ],
  // The same lemon oil switched to "declared as Parfum".
  [
    'lemon-parfum',
    material(
      [
        ['lemon-oil', 90],
        ['limonene', 10],
      ],
      'other',
      true,
    ),
  ],
  ['benzyl-preservative', material([['benzyl-alcohol', 100]], 'preservative')],
  ['titanium-colourant', material([['titanium', 100]], 'colourant')],
  ['titanium-uv', material([['titanium', 100]], 'uv_filter')],
  ['iron-colourant', material([['iron', 100]], 'colourant')],
]);

export function label(
  recipe: Record<string, number | string>,
  exposure: Exposure = 'leave_on',
  warnings: string[] = [],
) {
  const lines: ContentLine[] = Object.entries(recipe).map(([id, ounces]) => ({
    ingredientId: id,
    ingredientName: `${id} raw material`,
    ounces,
  }));
  return labelList(substanceContent(lines, COMPOSITIONS, NAMES), FACTS, exposure, warnings);
}

/** Each entry as [name, % w/w at `places` decimals]. */
export const positions = (result: ReturnType<typeof label>, places = 4) =>
  result.entries.map((entry) => [entry.name, entry.percent.toFixed(places)]);
