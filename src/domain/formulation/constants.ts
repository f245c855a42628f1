// The statuses live apart (statuses.ts): the web's route loader needs ACTIVE_STATUSES and several screens only
// statusLabel, and a module the first download imports brings every export any screen uses of it.
export {
  ACTIVE_STATUSES,
  FORM_STATUSES,
  FORMULATION_STATUSES,
  type FormulationStatus,
  statusLabel,
} from './statuses.ts';

export const PRODUCT_TYPES = [
  'balm',
  'cleanser',
  'moisturizer',
  'serum',
  'sunscreen',
  'treatment',
  'mask',
  'toner',
  'exfoliant',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const SKIN_TYPES = [
  'oily',
  'dry',
  'sensitive',
  'combination',
  'normal',
  'mature',
  'acne_prone',
] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

/** Where a product is used (docs/product-rules.md, "Compliance"): the body parts conditions of use name. */
export const APPLICATION_AREAS = [
  'face',
  'eye_area',
  'lips',
  'body',
  'hands',
  'hair',
  'scalp',
  'nails',
  'oral',
] as const;
export type ApplicationArea = (typeof APPLICATION_AREAS)[number];

export const EXPOSURES = ['leave_on', 'rinse_off'] as const;
export type Exposure = (typeof EXPOSURES)[number];

export const APPLICATION_AREA_LABELS: Readonly<Record<ApplicationArea, string>> = {
  face: 'Face',
  eye_area: 'Eye area',
  lips: 'Lips',
  body: 'Body',
  hands: 'Hands',
  hair: 'Hair',
  scalp: 'Scalp',
  nails: 'Nails',
  oral: 'Oral',
};
export const EXPOSURE_LABELS: Readonly<Record<Exposure, string>> = {
  leave_on: 'Leave-on',
  rinse_off: 'Rinse-off',
};

/**
 * The application area a new formulation starts with: face, unless its name says otherwise ("Body Lotion",
 * "Eye Gel", "Hand Cream"...). A suggestion the form shows; the formulator confirms or changes it.
 */
export function defaultApplicationArea(name: string): ApplicationArea {
  const text = name.toLowerCase();
  const rules: [RegExp, ApplicationArea][] = [
    [/\beyes?\b|\beyelid|under-eye/, 'eye_area'],
    [/\blips?\b|lip balm/, 'lips'],
    [/\bbody\b/, 'body'],
    [/\bhands?\b/, 'hands'],
    [/\bscalp\b/, 'scalp'],
    [/\bhair\b|shampoo|conditioner/, 'hair'],
    [/\bnails?\b|cuticle/, 'nails'],
    [/\btooth|mouth|oral\b/, 'oral'],
  ];
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? 'face';
}

/** Rinse-off products for the allergen and concentration rules (docs/product-rules.md, "Compliance"); every other type is leave-on. */
export const RINSE_OFF_PRODUCT_TYPES: readonly ProductType[] = ['cleanser', 'mask', 'exfoliant'];

/** Leave-on or rinse-off as a product type implies it (cleanser, mask, exfoliant rinse-off; docs/product-rules.md, "Compliance"). */
export function defaultExposure(productType: string): Exposure {
  return (RINSE_OFF_PRODUCT_TYPES as readonly string[]).includes(productType) ? 'rinse_off' : 'leave_on';
}

export const DEFAULT_BATCH_SIZE = 1000;
export const DEFAULT_UNIT_SIZE = 50;
/**
 * The pack a product of each type usually comes in (weight ounces), for pricing a product that has no unit size
 * of its own yet (an advisor's concept) when the portfolio has no product of that type to learn it from: a
 * 50 mL jar of moisturizer or sunscreen (1.7 oz), a 30 mL serum or treatment (1 oz), a 100 mL balm or scrub
 * (3.4 oz), a 120 mL cleanser (4 oz), a 75 mL mask (2.5 oz), a 200 mL toner (6.8 oz). The form's 50 oz default
 * is a batch-sized placeholder, never a pack.
 */
export const TYPICAL_UNIT_SIZE: Readonly<Record<ProductType, number>> = {
  balm: 3.4,
  cleanser: 4,
  moisturizer: 1.7,
  serum: 1,
  sunscreen: 1.7,
  treatment: 1,
  mask: 2.5,
  toner: 6.8,
  exfoliant: 3.4,
};
export const DEFAULT_TARGET_MARGIN = 60;
export const MAX_TARGET_MARGIN = 95;
