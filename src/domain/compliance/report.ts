import { z } from 'zod';
import { decimalText } from '../common/api-text.ts';
import { toScale } from '../formulation/cost.ts';
import type { UnreviewedSubstance } from '../substance/review.ts';
import type { Finding, FindingStatus } from './evaluate.ts';
import { requiredWarnings } from './evaluate.ts';
import { basisText, conditionText, inForceFrom } from './rule.ts';
import { dateText } from './text.ts';

/** How each finding reads in the report (docs/product-rules.md, "Compliance"). */
export const FINDING_STATUS_LABELS: Readonly<Record<FindingStatus, string>> = {
  within_limit: 'Within limit',
  over_limit: 'Over the limit',
  prohibited: 'Prohibited',
  not_allowed: 'Not allowed in this product',
  must_label: 'Named on the label',
  below_threshold: 'Below the labelling threshold',
  warning: 'Warning required on the label',
  below_warning_threshold: 'Below the warning threshold',
  missing_inci: 'No composition on file',
  upcoming: 'Upcoming rule',
  not_listed: 'Not on the positive list',
  needs_review: 'Rule needs review',
};

export const complianceReportSchema = z.object({
  formulationId: z.string(),
  name: z.string(),
  productType: z.string(),
  applicationArea: z.string(),
  exposure: z.string(),
  /** The day the rules were read in force on (YYYY-MM-DD). */
  checkedOn: z.string(),
  rows: z.array(
    z.object({
      /** The target market whose library gave this finding (ADR 058). */
      market: z.string(),
      substanceId: z.string().nullable(),
      substance: z.string(),
      /** % w/w counted toward the rule's substance, 6 decimals (null for a missing composition). */
      percent: decimalText.nullable(),
      range: z.boolean(),
      /** How the figure is made up: each substance counted, its % and factor. */
      counted: z.string(),
      ruleId: z.string(),
      rule: z.string(),
      ruleType: z.string(),
      limit: z.string().nullable(),
      /** Why this limit: its conditions and its legal basis. */
      appliesBecause: z.string(),
      basis: z.string(),
      /** limit - %: left before the limit (negative: over it), 6 decimals. */
      margin: z.string().nullable(),
      status: z.string(),
      statusLabel: z.string(),
      violation: z.boolean(),
    }),
  ),
  warnings: z.array(z.string()),
  violations: z.number().int(),
  /** The market matrix (ADR 058): per target market, passes or fails, and the warnings its label carries. */
  markets: z.array(
    z.object({
      market: z.string(),
      name: z.string(),
      passes: z.boolean(),
      violations: z.number().int(),
      upcoming: z.number().int(),
      warnings: z.array(z.string()),
    }),
  ),
  /**
   * The IFRA check (ADR 063), market-independent: the formulation's category and each perfume raw material over
   * its certificate's level for it. `certificate` names the certificate document once those are filed.
   */
  ifra: z.object({
    category: z.string().nullable(),
    findings: z.array(
      z.object({
        ingredientId: z.string(),
        name: z.string(),
        percent: z.string(),
        maxPercent: z.string(),
        severity: z.string(),
        certificate: z.string().nullable(),
        message: z.string(),
      }),
    ),
  }),
  /** Substances created from an unrecognised name, not reviewed yet: no rule is known to apply to them. */
  needsReview: z.array(
    z.object({
      substanceId: z.string(),
      inciName: z.string(),
      percent: decimalText,
      ingredientNames: z.array(z.string()),
    }),
  ),
});
export type ComplianceReport = z.infer<typeof complianceReportSchema>;

const STATUS_ORDER: FindingStatus[] = [
  'prohibited',
  'not_listed',
  'not_allowed',
  'needs_review',
  'over_limit',
  'missing_inci',
  'must_label',
  'warning',
  'within_limit',
  'below_threshold',
  'below_warning_threshold',
  'upcoming',
];

function counted(item: Finding): string {
  if (!item.amount) return `${item.ingredientName} has no composition on file`;
  return item.amount.parts
    .map((part) =>
      part.factor.eq(1)
        ? `${part.inciName} ${toScale(part.percent, 6)} %`
        : `${part.inciName} ${toScale(part.percent, 6)} % x ${part.factor.toString()}`,
    )
    .join(' + ');
}

function because(item: Finding): string {
  const conditions = conditionText(item.rule);
  const scope = conditions ? `Applies ${conditions}` : 'Applies to every product';
  if (item.status === 'upcoming') return `${scope}; in force from ${dateText(inForceFrom(item.rule)!)}`;
  if (item.status === 'not_allowed')
    return `Allowed only ${(item.allowedUnder ?? []).map((rule) => conditionText(rule)).join('; ')}`;
  return scope;
}

/**
 * The compliance report of one formulation: every regulated substance it holds with its %, the limit that
 * applies and why, the margin, the status, and the warnings its label must carry. Worst first.
 */
export function complianceReport(
  subject: { id: string; name: string; productType: string; applicationArea: string; exposure: string },
  findings: readonly Finding[],
  checkedOn: string,
  needsReview: readonly UnreviewedSubstance[] = [],
  market = 'EU',
): ComplianceReport {
  const rows = [...findings]
    .sort(
      (a, b) =>
        STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) ||
        a.inciName.localeCompare(b.inciName),
    )
    .map((item) => ({
      market,
      substanceId: item.substanceId,
      substance: item.inciName,
      percent: item.amount ? toScale(item.amount.total, 6) : null,
      range: item.amount?.range ?? false,
      counted: counted(item),
      ruleId: item.rule.id,
      rule: item.rule.name,
      ruleType: item.rule.ruleType,
      limit: item.limit ? toScale(item.limit, 6) : null,
      appliesBecause: because(item),
      basis: basisText(item.rule),
      margin: item.margin ? toScale(item.margin, 6) : null,
      status: item.status,
      statusLabel: FINDING_STATUS_LABELS[item.status],
      violation: item.violation,
    }));
  return {
    formulationId: subject.id,
    name: subject.name,
    productType: subject.productType,
    applicationArea: subject.applicationArea,
    exposure: subject.exposure,
    checkedOn,
    rows,
    warnings: requiredWarnings(findings),
    violations: rows.filter((row) => row.violation).length,
    markets: [],
    ifra: { category: null, findings: [] },
    needsReview: needsReview.map((item) => ({ ...item, percent: toScale(item.percent, 6) })),
  };
}
