import type Decimal from 'decimal.js';
import type { SubstanceContent } from '../substance/substance-content.ts';
import type { CountedAmount } from './counted-amount.ts';
import type { ComplianceRule, UseContext } from './rule.ts';

/** What the engine finds for one rule on one product (evaluate.ts), and how one is made. */
export interface ComplianceSubject extends UseContext {
  id: string;
  name: string;
  content: SubstanceContent;
}

export type FindingStatus =
  | 'within_limit'
  | 'over_limit'
  | 'prohibited'
  | 'not_allowed'
  | 'must_label'
  | 'below_threshold'
  | 'warning'
  | 'below_warning_threshold'
  | 'missing_inci'
  | 'upcoming'
  /** Used with a positive list's function (Annexes IV, V, VI) and on no rule of the list: not allowed. */
  | 'not_listed'
  /** Present under a rule imported for review (ADR 046): no verdict until someone completes the rule. */
  | 'needs_review';

export interface Finding {
  rule: ComplianceRule;
  status: FindingStatus;
  /** Opens (or keeps open) an automated alert. */
  violation: boolean;
  substanceId: string | null;
  inciName: string;
  amount: CountedAmount | null;
  /** The maximum or labelling threshold that binds, if any. */
  limit: Decimal | null;
  /** limit - amount: what is left before the limit (negative: how far over it). */
  margin: Decimal | null;
  /** The raw material that brings the most (names the alert), or the one without composition. */
  ingredientId: string | null;
  ingredientName: string | null;
  /** Conditional rules: the contexts where the substance is allowed, when none holds here. */
  allowedUnder?: ComplianceRule[];
}

function mainSource(amount: CountedAmount) {
  const sources = amount.parts.flatMap((part) => part.sources);
  const totals = new Map<string, { ingredientId: string; ingredientName: string; counted: Decimal }>();
  for (const source of sources) {
    const known = totals.get(source.ingredientId);
    if (known) known.counted = known.counted.plus(source.counted);
    else totals.set(source.ingredientId, { ...source });
  }
  return [...totals.values()].reduce<{
    ingredientId: string;
    ingredientName: string;
    counted: Decimal;
  } | null>((best, source) => (!best || source.counted.gt(best.counted) ? source : best), null);
}

export function finding(
  rule: ComplianceRule,
  status: FindingStatus,
  amount: CountedAmount,
  inciName: string,
  limit: Decimal | null,
  extra: Partial<Finding> = {},
): Finding {
  const main = mainSource(amount);
  const violation = ['over_limit', 'prohibited', 'not_allowed', 'not_listed', 'needs_review'].includes(
    status,
  );
  return {
    rule,
    status,
    violation,
    substanceId: rule.substanceId,
    inciName,
    amount,
    limit,
    margin: limit ? limit.minus(amount.total) : null,
    ingredientId: main?.ingredientId ?? null,
    ingredientName: main?.ingredientName ?? null,
    ...extra,
  };
}
