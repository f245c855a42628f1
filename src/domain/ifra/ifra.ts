import { D, type DecimalInput } from '../common/decimal.ts';
import type { ApplicationArea, Exposure, ProductType } from '../formulation/constants.ts';

/**
 * IFRA Standards, 51st amendment product categories (ADR 063). 5A body, 5B face, 5C hands, as the amendment
 * numbers them; 9 is rinse-off skin and hair cleansing.
 */
export const IFRA_CATEGORIES = [
  '1',
  '2',
  '3',
  '4',
  '5A',
  '5B',
  '5C',
  '5D',
  '6',
  '7A',
  '7B',
  '8',
  '9',
  '10A',
  '10B',
  '11A',
  '11B',
  '12',
] as const;
export type IfraCategory = (typeof IFRA_CATEGORIES)[number];

export interface IfraLimit {
  category: string;
  /** The certificate's maximum level of use of the perfume in a finished product of that category, % w/w. */
  maxPercent: DecimalInput;
}

/**
 * The category a formulation starts with, from where and how it is used; the formulator may change it. Rinse-off
 * products are 9 (7A for hair), lips 1, the eye area 3, oral care 6; a men's facial balm is 3 (products applied
 * to the face with the fingertips); leave-on face 5B, body 5A, hands and nails 5C, leave-on hair and scalp 7B.
 */
export function defaultIfraCategory(
  productType: ProductType,
  area: ApplicationArea,
  exposure: Exposure,
): IfraCategory {
  if (area === 'oral') return '6';
  if (area === 'lips') return '1';
  if (area === 'eye_area') return '3';
  if (area === 'hair' || area === 'scalp') return exposure === 'rinse_off' ? '7A' : '7B';
  if (exposure === 'rinse_off' || productType === 'cleanser') return '9';
  if (area === 'body') return '5A';
  if (area === 'hands' || area === 'nails') return '5C';
  return productType === 'balm' ? '3' : '5B';
}

export interface PerfumeLine {
  ingredientId: string;
  name: string;
  /** % w/w of the perfume raw material in the product. */
  percent: DecimalInput;
  limits: readonly IfraLimit[];
}

export interface IfraFinding {
  ingredientId: string;
  name: string;
  category: string;
  percent: string;
  maxPercent: string;
  severity: 'high';
}

/**
 * A perfume used above its certificate's level for the product's category: a high finding in every market. At
 * the level is within it; a perfume whose certificate gives no level for the category is not judged here.
 */
export function ifraFindings(category: string, lines: readonly PerfumeLine[]): IfraFinding[] {
  return lines.flatMap((line) => {
    const limit = line.limits.find((entry) => entry.category === category);
    if (!limit || !D(line.percent).gt(limit.maxPercent)) return [];
    return [
      {
        ingredientId: line.ingredientId,
        name: line.name,
        category,
        percent: D(line.percent).toFixed(),
        maxPercent: D(limit.maxPercent).toFixed(),
        severity: 'high' as const,
      },
    ];
  });
}
