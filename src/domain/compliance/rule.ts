import { APPLICATION_AREA_LABELS, type ApplicationArea, type Exposure } from '../formulation/constants.ts';
import type { UsedAs } from '../substance/constants.ts';
import type { RuleType } from './constants.ts';

/**
 * A regulatory rule as the engine reads it (docs/product-rules.md, "Compliance"). A rule names one substance (none for missing INCI);
 * it applies to a formulation when it is active, in force on the day, and every condition it sets holds:
 * product types, application areas, exposure. An empty condition is no condition. A function-of-use condition
 * (`usedAs`, ADR 034) is not about the product but about what the substance does in it: the engine counts only
 * what comes with that function (counted-amount.ts).
 */
export interface ComplianceRule {
  id: string;
  name: string;
  ruleType: RuleType;
  substanceId: string | null;
  maxPercent: string | null;
  productTypes: readonly string[] | null;
  applicationAreas: readonly string[] | null;
  exposure: string;
  /** Counts only the substance used with this function (Annex V preservatives, VI UV filters, IV colourants). */
  usedAs: UsedAs | null;
  warningText: string | null;
  /** A warning applies only above this % w/w (mandatory warnings; "Releases formaldehyde." above 0.001 %). */
  thresholdPercent: string | null;
  annexEntry: string | null;
  reference: string | null;
  /** ISO dates (YYYY-MM-DD). */
  appliesFrom: string | null;
  placingBanFrom: string | null;
  makingAvailableBanFrom: string | null;
  severity: string;
  /** The market whose library it belongs to (ADR 058). */
  market: string;
  isActive?: boolean;
  /** Imported with a structure the parser was unsure of (ADR 046): raises a review finding where present. */
  needsReview?: boolean;
}

/** Where and how a product is used: what a rule's conditions are read against. */
export interface UseContext {
  productType: string;
  applicationArea: ApplicationArea | string;
  exposure: Exposure;
}

/** The day a rule starts to bind: "applies from", else the placing-on-the-market ban, else always. */
export function inForceFrom(rule: Pick<ComplianceRule, 'appliesFrom' | 'placingBanFrom'>): string | null {
  return rule.appliesFrom ?? rule.placingBanFrom;
}

export function inForce(rule: ComplianceRule, today: string): boolean {
  if (rule.isActive === false) return false;
  const from = inForceFrom(rule);
  return from === null || from <= today;
}

export function conditionsHold(rule: ComplianceRule, context: UseContext): boolean {
  if (rule.productTypes?.length && !rule.productTypes.includes(context.productType)) return false;
  if (rule.applicationAreas?.length && !rule.applicationAreas.includes(context.applicationArea)) return false;
  return rule.exposure === 'all' || rule.exposure === context.exposure;
}

/**
 * How specific a rule's conditions are: the number of conditions it sets. Of several limits on one substance
 * that apply, the most specific binds (salicylic acid: 3 % in rinse-off hair products over the general 2 %;
 * 0.5 % in body lotion over it too), as the annex's own entries read.
 */
export function specificity(rule: ComplianceRule): number {
  return (
    (rule.productTypes?.length ? 1 : 0) +
    (rule.applicationAreas?.length ? 1 : 0) +
    (rule.exposure === 'all' ? 0 : 1)
  );
}

const EXPOSURE_WORDS: Record<string, string> = { leave_on: 'leave-on', rinse_off: 'rinse-off' };

const USED_AS_WORDS: Record<UsedAs, string> = {
  uv_filter: 'a UV filter',
  preservative: 'a preservative',
  colourant: 'a colourant',
  perfume: 'perfume',
  other: 'other than a UV filter, preservative, colourant or perfume',
};

/** The conditions in words: "used as a preservative, in moisturizer products on the body, leave-on"; "" without any. */
export function conditionText(
  rule: Pick<ComplianceRule, 'productTypes' | 'applicationAreas' | 'exposure'> & {
    usedAs?: UsedAs | null;
  },
): string {
  const parts: string[] = [];
  if (rule.usedAs) parts.push(`used as ${USED_AS_WORDS[rule.usedAs]}`);
  if (rule.productTypes?.length) parts.push(`in ${rule.productTypes.join(', ')} products`);
  if (rule.applicationAreas?.length) {
    const areas = rule.applicationAreas.map(
      (area) => APPLICATION_AREA_LABELS[area as ApplicationArea]?.toLowerCase() ?? area,
    );
    parts.push(`on the ${areas.join(' or ')}`);
  }
  if (rule.exposure !== 'all') parts.push(EXPOSURE_WORDS[rule.exposure] ?? rule.exposure);
  return parts.join(', ');
}

/** The rule's legal basis in one line: annex entry and reference, as far as given. */
export function basisText(rule: Pick<ComplianceRule, 'annexEntry' | 'reference'>): string {
  return [rule.annexEntry?.trim(), rule.reference?.trim()].filter(Boolean).join('; ');
}
