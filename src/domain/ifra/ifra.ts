import { D, type DecimalInput } from '../common/decimal.ts';

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

/** What each category covers, shortened from the amendment's product lists: the form's select shows them. */
export const IFRA_CATEGORY_LABELS: Readonly<Record<IfraCategory, string>> = {
  '1': 'Lip products',
  '2': 'Deodorants and antiperspirants',
  '3': "Eye products, men's facial creams and balms",
  '4': 'Fine fragrance',
  '5A': 'Body creams and lotions',
  '5B': 'Face creams and moisturizers',
  '5C': 'Hand creams',
  '5D': 'Baby creams and lotions',
  '6': 'Mouthwash and toothpaste',
  '7A': 'Rinse-off hair products',
  '7B': 'Leave-on hair products',
  '8': 'Products with significant anogenital exposure',
  '9': 'Rinse-off skin products: soaps, shower gels, cleansers',
  '10A': 'Household care with hand contact',
  '10B': 'Household aerosols and sprays',
  '11A': 'Products with intended skin contact but minimal transfer',
  '11B': 'Products with incidental skin contact',
  '12': 'Products not intended for skin contact',
};

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
export function defaultIfraCategory(productType: string, area: string, exposure: string): IfraCategory {
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
  /** The certificate the level comes from (its document, version and date); null when none is on file (ADR 063). */
  certificate: string | null;
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
        certificate: null,
      },
    ];
  });
}

/**
 * Each perfume raw material's % w/w in the product from the lines' ounces, rounded to 4 decimals (the precision
 * certificates give levels in, so "at the level" is judged at the figure shown). Lines of one raw material are
 * added up; raw materials without limits are left out.
 */
export function perfumeLines(
  lines: readonly { ingredientId: string; ingredientName: string; ounces: DecimalInput }[],
  limitsOf: ReadonlyMap<string, readonly IfraLimit[]>,
): PerfumeLine[] {
  const ounces = new Map<string, { name: string; ounces: ReturnType<typeof D> }>();
  for (const line of lines) {
    if (!limitsOf.get(line.ingredientId)?.length) continue;
    const known = ounces.get(line.ingredientId);
    ounces.set(line.ingredientId, {
      name: line.ingredientName,
      ounces: D(line.ounces).plus(known?.ounces ?? 0),
    });
  }
  // Most recipes hold no perfume with levels on file: their total is never needed (a re-check reaches thousands).
  if (ounces.size === 0) return [];
  const total = lines.reduce((sum, line) => sum.plus(line.ounces), D(0));
  if (total.isZero()) return [];
  return [...ounces].map(([ingredientId, line]) => ({
    ingredientId,
    name: line.name,
    percent: line.ounces.times(100).div(total).toDecimalPlaces(4).toFixed(),
    limits: limitsOf.get(ingredientId)!,
  }));
}

/** "Vetiver accord is used at 0.9 % in an IFRA category 5B product; its IFRA certificate allows at most 0.8 %." */
export function ifraMessage(finding: IfraFinding): string {
  const source = finding.certificate ? `the IFRA certificate ${finding.certificate}` : 'its IFRA certificate';
  return `${finding.name} is used at ${finding.percent} % in an IFRA category ${finding.category} product; ${source} allows at most ${finding.maxPercent} %.`;
}

export const IFRA_KEY_PREFIX = 'ifra:';

/** An IFRA finding as an automated compliance alert: market-independent, one per perfume raw material. */
export interface IfraViolation {
  autoKey: string;
  ruleId: null;
  ingredientId: string;
  severity: 'high';
  region: 'IFRA';
  title: string;
  description: string;
}

export function ifraViolations(
  formulation: { id: string; name: string },
  findings: readonly IfraFinding[],
): IfraViolation[] {
  return findings.map((finding) => ({
    // The category is in the key: a move to another category resolves the old alert and opens the new one.
    autoKey: `${IFRA_KEY_PREFIX}${formulation.id}:${finding.ingredientId}:${finding.category}`,
    ruleId: null,
    ingredientId: finding.ingredientId,
    severity: 'high',
    region: 'IFRA',
    title: `${finding.name} above its IFRA level in ${formulation.name}`,
    description: `${ifraMessage(finding)} Lower it to ${finding.maxPercent} % or less, or use another perfume.`,
  }));
}
