import type { ComplianceSubject, Finding } from './evaluate.ts';
import { basisText, type ComplianceRule, conditionText } from './rule.ts';
import { dateText, percentText } from './text.ts';

/** An automated alert to open: one per rule and formulation (and raw material, for a missing INCI name). */
export interface Violation {
  ruleId: string;
  autoKey: string;
  ingredientId: string | null;
  severity: string;
  region: string;
  title: string;
  description: string;
}

export function autoKeyOf(ruleId: string, formulationId: string, ingredientId?: string | null): string {
  return ingredientId ? `${ruleId}:${formulationId}:${ingredientId}` : `${ruleId}:${formulationId}`;
}

const USED_AS_NOUNS: Record<string, string> = {
  uv_filter: 'a UV filter',
  preservative: 'a preservative',
  colourant: 'a colourant',
  perfume: 'perfume',
  other: 'another function',
};

const EXPOSURE_WORDS: Record<string, string> = { leave_on: 'leave-on', rinse_off: 'rinse-off' };

function where(rule: ComplianceRule): string {
  const text = conditionText(rule);
  return text ? ` ${text}` : '';
}

function basis(rule: ComplianceRule): string {
  const text = basisText(rule);
  return text ? ` ${text}.` : '';
}

function deadlines(rule: ComplianceRule): string {
  const parts = [
    rule.placingBanFrom && `no placing on the market from ${dateText(rule.placingBanFrom)}`,
    rule.makingAvailableBanFrom && `no making available from ${dateText(rule.makingAvailableBanFrom)}`,
  ].filter(Boolean);
  return parts.length ? ` (${parts.join('; ')})` : '';
}

/** "at 0.3276 % w/w" or, from a supplier's range, "at up to 1.05 % w/w (a range, checked at its maximum)". */
function amountText(item: Finding, above?: Finding['limit']): string {
  const total = percentText(item.amount!.total, above ?? undefined);
  return item.amount!.range
    ? `at up to ${total} % w/w (a range, checked at its maximum)`
    : `at ${total} % w/w`;
}

/** Where the figure comes from: each substance counted, with its factor, and the raw materials. */
function countedText(item: Finding): string {
  const parts = item.amount!.parts.map((part) => {
    const from = part.sources.map((source) => source.ingredientName).join(', ');
    const factor = part.factor.eq(1) ? '' : ` x ${part.factor.toString()} = ${percentText(part.counted)} %`;
    return `${part.inciName} ${percentText(part.percent)} %${factor} (from ${from})`;
  });
  return ` Counted: ${parts.join('; ')}.`;
}

function context(subject: ComplianceSubject): string {
  return `${subject.productType} used on the ${subject.applicationArea.replace('_', ' ')}, ${EXPOSURE_WORDS[subject.exposure]}`;
}

export function violationOf(item: Finding, subject: ComplianceSubject): Violation | null {
  if (!item.violation) return null;
  const { rule } = item;
  const base = {
    ruleId: rule.id,
    // One alert per raw material without composition, and per substance off a positive list.
    autoKey: autoKeyOf(
      rule.id,
      subject.id,
      item.status === 'missing_inci'
        ? item.ingredientId
        : item.status === 'not_listed'
          ? item.substanceId
          : null,
    ),
    ingredientId: item.ingredientId,
    severity: rule.severity,
    region: rule.market,
  };
  const name = subject.name;
  switch (item.status) {
    case 'over_limit': {
      const limit = percentText(item.limit!);
      return {
        ...base,
        title: `${item.inciName} above ${limit} % in ${name}`,
        description: `${item.inciName} ${amountText(item, item.limit)} in ${name}, above the ${limit} % limit${where(rule)}.${countedText(item)}${basis(rule)}`,
      };
    }
    case 'prohibited':
      return {
        ...base,
        title: `Prohibited substance ${item.inciName} in ${name}`,
        description: `${item.inciName} ${amountText(item)} in ${name}: prohibited in any amount${where(rule)}${deadlines(rule)}.${countedText(item)}${basis(rule)}`,
      };
    case 'not_allowed': {
      const allowed = (item.allowedUnder ?? [rule])
        .map(
          (option) =>
            `${conditionText(option) || 'any product'}${option.maxPercent ? ` (up to ${percentText(option.maxPercent)} %)` : ''}`,
        )
        .join('; ');
      return {
        ...base,
        title: `${item.inciName} not allowed in ${name}`,
        description: `${item.inciName} ${amountText(item)} in ${name}, a ${context(subject)} product: allowed only ${allowed}.${countedText(item)}${basis(rule)}`,
      };
    }
    case 'not_listed':
      return {
        ...base,
        title: `${item.inciName} not on the ${rule.market} list, used as ${USED_AS_NOUNS[rule.usedAs ?? 'other']} in ${name}`,
        description: `${item.inciName} ${amountText(item)} in ${name} is used as ${USED_AS_NOUNS[rule.usedAs ?? 'other']}, and only the substances on the list may be (${rule.name}).${countedText(item)}${basis(rule)}`,
      };
    case 'needs_review':
      return {
        ...base,
        title: `Review the rule ${rule.annexEntry ?? rule.name}: ${item.inciName} in ${name}`,
        description: `${item.inciName} ${amountText(item)} in ${name} falls under "${rule.name}", imported for review: its conditions were not read with certainty from the legal text. Complete the rule in the rule library to check the product against it.${countedText(item)}${basis(rule)}`,
      };
    case 'missing_inci':
      return {
        ...base,
        title: `Missing INCI name: ${item.ingredientName} in ${name}`,
        description: `${item.ingredientName} has no composition on file, so the label of ${name} cannot name what it holds. Add its composition (or its INCI name) in the ingredient inventory.${basis(rule)}`,
      };
    default:
      return null;
  }
}

export function violationsOf(findings: readonly Finding[], subject: ComplianceSubject): Violation[] {
  return findings.flatMap((item) => violationOf(item, subject) ?? []);
}
