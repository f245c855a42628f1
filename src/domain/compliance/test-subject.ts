import type { CompositionRow } from '../substance/composition.ts';
import type { UsedAs } from '../substance/constants.ts';
import { substanceContent } from '../substance/substance-content.ts';
import type { CountingFacts } from './counted-amount.ts';
import type { ComplianceSubject } from './evaluate.ts';
import type { ComplianceRule } from './rule.ts';

/**
 * Test builders for the regulatory engine's unit tests: a small catalogue with real conversion factors, raw
 * materials by key, and formulations whose lines are given in ounces of a 100 oz recipe (so ounces read as %).
 */
export const FACTS = new Map<string, CountingFacts>([
  ['retinol', { inciName: 'Retinol', allergen: false, countsAs: [] }],
  [
    'retinyl-palmitate',
    { inciName: 'Retinyl Palmitate', allergen: false, countsAs: [{ targetId: 'retinol', factor: '0.546' }] },
  ],
  [
    'retinyl-acetate',
    { inciName: 'Retinyl Acetate', allergen: false, countsAs: [{ targetId: 'retinol', factor: '0.872' }] },
  ],
  ['peroxide', { inciName: 'Hydrogen Peroxide', allergen: false, countsAs: [] }],
  [
    'urea-peroxide',
    { inciName: 'Urea Peroxide', allergen: false, countsAs: [{ targetId: 'peroxide', factor: '0.3616' }] },
  ],
  ['salicylic', { inciName: 'Salicylic Acid', allergen: false, countsAs: [] }],
  [
    'sodium-salicylate',
    {
      inciName: 'Sodium Salicylate',
      allergen: false,
      countsAs: [{ targetId: 'salicylic', factor: '0.8627' }],
    },
  ],
  ['lha', { inciName: 'Capryloyl Salicylic Acid', allergen: false, countsAs: [] }],
  ['kojic', { inciName: 'Kojic Acid', allergen: false, countsAs: [] }],
  ['alpha-arbutin', { inciName: 'Alpha-Arbutin', allergen: false, countsAs: [] }],
  ['mbc', { inciName: '4-Methylbenzylidene Camphor', allergen: false, countsAs: [] }],
  ['phenoxy', { inciName: 'Phenoxyethanol', allergen: false, countsAs: [] }],
  ['ehg', { inciName: 'Ethylhexylglycerin', allergen: false, countsAs: [] }],
  ['linalool', { inciName: 'Linalool', allergen: true, countsAs: [] }],
  ['aqua', { inciName: 'Aqua', allergen: false, countsAs: [] }],
  ['zinc', { inciName: 'Zinc Oxide', allergen: false, countsAs: [] }],
  ['titanium', { inciName: 'Titanium Dioxide', allergen: false, countsAs: [] }],
  ['benzoic', { inciName: 'Benzoic Acid', allergen: false, countsAs: [] }],
  [
    'benzoate',
    { inciName: 'Sodium Benzoate', allergen: false, countsAs: [{ targetId: 'benzoic', factor: '0.8474' }] },
  ],
  ['sorbic', { inciName: 'Sorbic Acid', allergen: false, countsAs: [] }],
  [
    'sorbate',
    { inciName: 'Potassium Sorbate', allergen: false, countsAs: [{ targetId: 'sorbic', factor: '0.7464' }] },
  ],
  ['formaldehyde', { inciName: 'Formaldehyde', allergen: false, countsAs: [] }],
  [
    'releaser',
    // A test figure: it counts as the formaldehyde it releases, half its weight.
    {
      inciName: 'Formaldehyde Releaser',
      allergen: false,
      countsAs: [{ targetId: 'formaldehyde', factor: '0.5' }],
    },
  ],
]);

const pure = (id: string, usedAs: UsedAs = 'other'): CompositionRow[] => [
  { substanceId: id, percent: 100, minPercent: null, maxPercent: null, usedAs },
];

/**
 * Raw materials: each catalogue substance pure (used as "other"), the same used as a UV filter, a preservative
 * or a colourant (key suffixed -uv, -preservative, -colourant), plus a 90/10 preservative blend and a ranged
 * extract.
 */
export const COMPOSITIONS = new Map<string, CompositionRow[]>([
  ...[...FACTS.keys()].map((id): [string, CompositionRow[]] => [id, pure(id)]),
  ...[...FACTS.keys()].flatMap((id): [string, CompositionRow[]][] => [
    [`${id}-uv`, pure(id, 'uv_filter')],
    [`${id}-preservative`, pure(id, 'preservative')],
    [`${id}-colourant`, pure(id, 'colourant')],
  ]),
  [
    'pe-blend',
    [
      { substanceId: 'phenoxy', percent: 90, minPercent: null, maxPercent: null },
      { substanceId: 'ehg', percent: 10, minPercent: null, maxPercent: null },
    ],
  ],
  [
    'bha-extract',
    [
      { substanceId: 'salicylic', percent: null, minPercent: 80, maxPercent: 100 },
      { substanceId: 'aqua', percent: null, minPercent: 0, maxPercent: 20 },
    ],
  ],
]);

const NAMES = new Map([...FACTS].map(([id, fact]) => [id, fact.inciName]));

/** A formulation of these raw materials (key: ounces), water making the rest up to 100 oz. */
export function subject(
  recipe: Record<string, number | string>,
  use: Partial<Pick<ComplianceSubject, 'productType' | 'applicationArea' | 'exposure' | 'name'>> = {},
  lines: { ingredientId: string; ingredientName: string; ounces: string }[] = [],
): ComplianceSubject {
  const given = Object.entries(recipe).map(([key, ounces]) => ({
    ingredientId: key,
    ingredientName: `${key} raw material`,
    ounces: String(ounces),
  }));
  const total = [...given, ...lines].reduce((sum, line) => sum + Number(line.ounces), 0);
  const water = {
    ingredientId: 'aqua',
    ingredientName: 'Water',
    ounces: String(Math.round((100 - total) * 1e9) / 1e9),
  };
  const all = [...given, ...lines, ...(100 - total > 0 ? [water] : [])];
  return {
    id: 'f1',
    name: use.name ?? 'Test Serum',
    productType: use.productType ?? 'serum',
    applicationArea: use.applicationArea ?? 'face',
    exposure: use.exposure ?? 'leave_on',
    content: substanceContent(all, COMPOSITIONS, NAMES),
  };
}

let sequence = 0;
export function rule(overrides: Partial<ComplianceRule> & Pick<ComplianceRule, 'ruleType'>): ComplianceRule {
  sequence += 1;
  return {
    id: `r${sequence}`,
    name: `Rule ${sequence}`,
    substanceId: null,
    maxPercent: null,
    productTypes: null,
    applicationAreas: null,
    exposure: 'all',
    usedAs: null,
    warningText: null,
    thresholdPercent: null,
    annexEntry: null,
    reference: null,
    appliesFrom: null,
    placingBanFrom: null,
    makingAvailableBanFrom: null,
    severity: 'high',
    market: 'EU',
    ...overrides,
  };
}
