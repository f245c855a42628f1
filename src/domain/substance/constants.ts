import type { Exposure } from '../formulation/constants.ts';

/**
 * What a substance does in a formula, after the EU CosIng function list (the subset a skincare formulary
 * uses). A closed list, so function groups ("emollients at least 15 %") add up the same substances every time.
 */
export const SUBSTANCE_FUNCTIONS = [
  'abrasive',
  'absorbent',
  'antimicrobial',
  'antioxidant',
  'antiperspirant',
  'astringent',
  'bulking',
  'buffering',
  'chelating',
  'cleansing',
  'colorant',
  'denaturant',
  'deodorant',
  'emollient',
  'emulsifying',
  'emulsion_stabilising',
  'exfoliating',
  'film_forming',
  'fragrance',
  'hair_conditioning',
  'humectant',
  'masking',
  'moisturising',
  'opacifying',
  'oxidising',
  'ph_adjusting',
  'preservative',
  'skin_conditioning',
  'skin_protecting',
  'skin_whitening',
  'smoothing',
  'solvent',
  'soothing',
  'surfactant',
  'tonic',
  'uv_absorber',
  'uv_filter',
  'viscosity_controlling',
] as const;
export type SubstanceFunction = (typeof SUBSTANCE_FUNCTIONS)[number];

/**
 * CosIng's general functions: given to substances of every kind (a preservative salt, a barrier lipid and a
 * retinoid are all "skin conditioning"), so sharing one says nothing about doing the same job (ADR 036).
 */
export const GENERAL_FUNCTIONS: ReadonlySet<string> = new Set<SubstanceFunction>([
  'skin_conditioning',
  'hair_conditioning',
  'masking',
  'solvent',
  'denaturant',
]);

/** "uv_filter" -> "UV filter", "ph_adjusting" -> "pH adjusting". */
export function functionLabel(value: string): string {
  const words = value.split('_');
  const first =
    words[0] === 'uv'
      ? 'UV'
      : words[0] === 'ph'
        ? 'pH'
        : `${words[0]!.charAt(0).toUpperCase()}${words[0]!.slice(1)}`;
  return [first, ...words.slice(1)].join(' ');
}

/**
 * Water, recognised by its CAS number (not by a name typed somewhere): ISO 16128 reports the natural origin
 * content with and without it.
 */
export const WATER_CAS = '7732-18-5';

/** Labelled fragrance allergens are named above 0.001 % in leave-on and 0.01 % in rinse-off products (Annex III). */
export const ALLERGEN_THRESHOLD: Readonly<Record<Exposure, string>> = {
  leave_on: '0.001',
  rinse_off: '0.01',
};

/** Composition rows must add up to 100 % within this tolerance (suppliers' sheets round). */
export const COMPOSITION_TOLERANCE = '0.0001';

/**
 * What a substance does in one raw material (a composition row's function of use, ADR 034): the annexes
 * regulate some substances by it (Annex V preservatives, Annex VI UV filters, Annex IV colourants), and a
 * colourant is labelled by its CI number. Zinc oxide is a UV filter in a sunscreen's raw material and may be
 * "other" (a skin protectant) in another's.
 */
export const USED_AS = ['uv_filter', 'preservative', 'colourant', 'perfume', 'other'] as const;
export type UsedAs = (typeof USED_AS)[number];

export const USED_AS_LABELS: Readonly<Record<UsedAs, string>> = {
  uv_filter: 'UV filter',
  preservative: 'Preservative',
  colourant: 'Colourant',
  perfume: 'Perfume',
  other: 'Other',
};

/** A composition row's function of use when none is given: from its raw material's category. */
export function defaultUsedAs(category: string): UsedAs {
  switch (category) {
    case 'preservative':
      return 'preservative';
    case 'colorant':
      return 'colourant';
    case 'fragrance':
      return 'perfume';
    default:
      return 'other';
  }
}

/**
 * A raw material is perfume (ADR 033) when its category is fragrance or it is declared as Parfum: everything it
 * carries is part of the perfume, which the label declares as "Parfum" at the perfume's whole share.
 */
export function isPerfumeMaterial(category: string, declaredAsParfum: boolean): boolean {
  return declaredAsParfum || category === 'fragrance';
}
