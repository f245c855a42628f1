import type { ApplicationArea, Exposure } from '../formulation/constants.ts';

/**
 * Product categories of the SCCS Notes of Guidance, 12th revision (SCCS/1647/22), Table 3A (from the Hall et
 * al. 2007 and 2011 consumer surveys) and Table 3B (categories outside those surveys), as published: the daily
 * amount in g/day, the retention factor, and the relative daily exposure in mg/kg bw/day after the retention
 * factor. The assessment uses the published relative exposure as it stands; it never divides grams by a body
 * weight (the published figures already carry the survey's own body weights). Only the Table 3B rows whose
 * figures were checked against the publication are listed (ADR 052).
 */
export interface ExposureCategory {
  id: string;
  label: string;
  table: '3A' | '3B';
  exposure: Exposure;
  /** g/day, before the retention factor. */
  dailyAmount: string;
  retentionFactor: string;
  /** mg/kg bw/day, after the retention factor: what SED multiplies. */
  relativeDailyExposure: string;
}

export const EXPOSURE_CATEGORIES = [
  cat('shower_gel', 'Shower gel', '3A', 'rinse_off', '18.67', '0.01', '2.79'),
  cat('shampoo', 'Shampoo', '3A', 'rinse_off', '10.46', '0.01', '1.51'),
  cat('hair_styling', 'Hair styling products', '3A', 'leave_on', '4.00', '0.1', '5.74'),
  cat('body_lotion', 'Body lotion', '3A', 'leave_on', '7.82', '1', '123.20'),
  cat('face_cream', 'Face cream', '3A', 'leave_on', '1.54', '1', '24.14'),
  cat('hand_cream', 'Hand cream', '3A', 'leave_on', '2.16', '1', '32.70'),
  cat('liquid_foundation', 'Liquid foundation', '3A', 'leave_on', '0.51', '1', '7.90'),
  cat('lipstick', 'Lipstick, lip salve', '3A', 'leave_on', '0.057', '1', '0.90'),
  cat('deodorant_non_spray', 'Deodorant non-spray', '3A', 'leave_on', '1.50', '1', '22.08'),
  cat('deodorant_spray', 'Deodorant spray', '3A', 'leave_on', '0.69', '1', '10.00'),
  cat('toothpaste', 'Toothpaste (adult)', '3A', 'rinse_off', '2.75', '0.05', '2.16'),
  cat('mouthwash', 'Mouthwash', '3A', 'rinse_off', '21.62', '0.10', '32.54'),
  cat('hair_conditioner', 'Hair conditioner', '3B', 'rinse_off', '3.92', '0.01', '0.67'),
] as const satisfies readonly ExposureCategory[];

function cat<const Id extends string>(
  id: Id,
  label: string,
  table: '3A' | '3B',
  exposure: Exposure,
  dailyAmount: string,
  retentionFactor: string,
  relativeDailyExposure: string,
) {
  return { id, label, table, exposure, dailyAmount, retentionFactor, relativeDailyExposure };
}

export type ExposureCategoryId = (typeof EXPOSURE_CATEGORIES)[number]['id'];
export const EXPOSURE_CATEGORY_IDS = EXPOSURE_CATEGORIES.map((row) => row.id) as [
  ExposureCategoryId,
  ...ExposureCategoryId[],
];

const BY_ID = new Map<string, ExposureCategory>(EXPOSURE_CATEGORIES.map((row) => [row.id, row]));

export function exposureCategory(id: string): ExposureCategory | undefined {
  return BY_ID.get(id);
}

/**
 * The category a formulation starts with, from where and how it is used (its product type only tells a mask or
 * a cleanser, which the exposure already says): the closest published category, which the regulatory role
 * confirms or changes. A rinse-off product on the face or the body is assessed as a shower gel (the published
 * rinse-off category for skin); on the hair or scalp as a shampoo.
 */
export function defaultExposureCategory(
  applicationArea: ApplicationArea | string,
  exposure: Exposure | string,
): ExposureCategoryId {
  const rinseOff = exposure === 'rinse_off';
  switch (applicationArea) {
    case 'hair':
    case 'scalp':
      return rinseOff ? 'shampoo' : 'hair_styling';
    case 'body':
      return rinseOff ? 'shower_gel' : 'body_lotion';
    case 'hands':
      return rinseOff ? 'shower_gel' : 'hand_cream';
    case 'lips':
      return 'lipstick';
    case 'oral':
      return 'toothpaste';
    default:
      return rinseOff ? 'shower_gel' : 'face_cream';
  }
}
