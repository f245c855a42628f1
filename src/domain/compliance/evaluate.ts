import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import type { UsedAs } from '../substance/constants.ts';
import type { RuleType } from './constants.ts';
import {
  type CountedAmount,
  type CountingFacts,
  countedToward,
  reachedSubstances,
} from './counted-amount.ts';
import { positiveListFindings, reviewFindings } from './evaluate-annex.ts';
import { type ComplianceSubject, type Finding, finding } from './finding.ts';

export type { ComplianceSubject, Finding, FindingStatus } from './finding.ts';

import { type ComplianceRule, conditionsHold, inForce, specificity, type UseContext } from './rule.ts';
import { DEFAULT_ALLERGEN_THRESHOLD } from './rule-labels.ts';

/**
 * The regulatory engine (docs/product-rules.md, "Compliance"): the rule library against a formulation's substance content, never against
 * names as text. Per substance and rule type the rules whose conditions hold are gathered, and:
 * - max_concentration: the most specific binds (ties: the strictest); above its maximum violates, at it passes;
 * - conditional ("allowed only under the listed conditions"): present where none of its rules' conditions hold
 *   violates; where one holds, the most specific one's maximum binds as above;
 * - prohibited: any amount violates;
 * - allergen_label: above the threshold (the rule's maximum, else 0.001 % leave-on, 0.01 % rinse-off) the
 *   allergen is named on the label: label content, never a violation (ADR 035);
 * - mandatory_warning, and any rule with a warning text whose substance is present: the label must carry it;
 *   with a threshold, only above it;
 * - missing_inci: a raw material without a composition, whose substances the label cannot name.
 * What counts toward a substance is counted-amount.ts's; a rule with a function-of-use condition counts only
 * the substance used that way, so rules on one substance are grouped by type and function. Rules not in force
 * yet are reported as upcoming and open nothing. Only findings someone must act on are violations: over a
 * limit, prohibited, not allowed, a raw material without a composition.
 */
const byBinding = (a: ComplianceRule, b: ComplianceRule) =>
  specificity(b) - specificity(a) ||
  D(a.maxPercent ?? Number.POSITIVE_INFINITY).comparedTo(D(b.maxPercent ?? Number.POSITIVE_INFINITY)) ||
  a.id.localeCompare(b.id);

function limitFinding(rule: ComplianceRule, amount: CountedAmount, inciName: string): Finding {
  const limit = D(rule.maxPercent ?? 100);
  return finding(rule, amount.total.gt(limit) ? 'over_limit' : 'within_limit', amount, inciName, limit);
}

/** The rules of one substance and type, as the engine reads them for one use context on one day. */
export interface RuleGroup {
  substanceId: string;
  ruleType: RuleType;
  /** The function of use its rules count (null: every use). */
  usedAs: UsedAs | null;
  /** Conditions hold and in force, the binding one first (most specific, then strictest). */
  binding: ComplianceRule[];
  /** Conditions hold but not in force yet. */
  upcoming: ComplianceRule[];
  /** Conditional rules only: every one in force, whatever its conditions (where the substance is allowed). */
  allowedUnder: ComplianceRule[];
}

/** Groups already made, per rule library (an array the caller keeps, such as the cached catalogue's) and use. */
const groupsMade = new WeakMap<readonly ComplianceRule[], Map<string, RuleGroup[]>>();

/**
 * The rule library grouped by substance and type for a use context (docs/product-rules.md, "Compliance"), whatever the product holds: the
 * engine evaluates it on a formulation's content, the optimizer turns it into the limits of its program. The
 * same library, use and day give the same groups, made once (every save checks against the cached catalogue's
 * library: ADR 025); callers only read them.
 */
export function ruleGroups(rules: readonly ComplianceRule[], use: UseContext, today: string): RuleGroup[] {
  const key = `${use.productType}|${use.applicationArea}|${use.exposure}|${today}`;
  let made = groupsMade.get(rules);
  if (!made) {
    made = new Map();
    groupsMade.set(rules, made);
  }
  let groups = made.get(key);
  if (!groups) {
    groups = groupRules(rules, use, today);
    made.set(key, groups);
  }
  return groups;
}

function groupRules(rules: readonly ComplianceRule[], use: UseContext, today: string): RuleGroup[] {
  const groups = new Map<string, ComplianceRule[]>();
  for (const rule of rules) {
    // A rule left for review gives no verdict, never a pass: it raises its own finding (evaluate-annex.ts).
    if (rule.isActive === false || rule.needsReview || !rule.substanceId) continue;
    const key = `${rule.substanceId}:${rule.ruleType}:${rule.usedAs ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), rule]);
  }
  return [...groups.values()].map((group) => {
    const holding = group.filter((rule) => conditionsHold(rule, use));
    return {
      substanceId: group[0]!.substanceId!,
      ruleType: group[0]!.ruleType,
      usedAs: group[0]!.usedAs ?? null,
      binding: holding.filter((rule) => inForce(rule, today)).sort(byBinding),
      upcoming: holding.filter((rule) => !inForce(rule, today)),
      allowedUnder: group.filter((rule) => inForce(rule, today)).sort(byBinding),
    };
  });
}

/**
 * The most a product may hold of a group's substance under its binding rule: the maximum of a limit or of the
 * conditional rule that holds, 0 where it is prohibited or not allowed; null where the group sets no limit.
 */
export function groupLimit(group: RuleGroup): Decimal | null {
  return GROUP_LIMITS[group.ruleType](group);
}

/**
 * Per rule type, the limit its binding rule sets (docs/recipes.md, "Add a regulatory rule type"): a table over the
 * closed list of types, so a new type does not build until it says whether it limits the amount. The optimizer
 * reads a missing limit as no limit: a forgotten type must be a compile error, never a silent pass.
 */
export const GROUP_LIMITS: Readonly<Record<RuleType, (group: RuleGroup) => Decimal | null>> = {
  max_concentration: (group) => (group.binding[0]?.maxPercent ? D(group.binding[0].maxPercent) : null),
  conditional: (group) => {
    const rule = group.binding[0];
    if (rule) return rule.maxPercent ? D(rule.maxPercent) : null;
    return group.allowedUnder.length ? D(0) : null;
  },
  prohibited: (group) => (group.binding[0] ? D(0) : null),
  // Label content and label duties: no limit on the amount.
  allergen_label: () => null,
  mandatory_warning: () => null,
  // Name no substance, so they make no group (their findings: evaluateCompliance, evaluate-annex.ts).
  missing_inci: () => null,
  positive_list: () => null,
};

export function evaluateCompliance(
  subject: ComplianceSubject,
  rules: readonly ComplianceRule[],
  facts: ReadonlyMap<string, CountingFacts>,
  today: string,
): Finding[] {
  const findings: Finding[] = [];
  for (const rule of rules) {
    if (rule.isActive === false || rule.ruleType !== 'missing_inci') continue;
    if (!inForce(rule, today) || !conditionsHold(rule, subject)) continue;
    for (const line of subject.content.unassigned) {
      findings.push({
        rule,
        status: 'missing_inci',
        violation: true,
        substanceId: null,
        inciName: line.ingredientName,
        amount: null,
        limit: null,
        margin: null,
        ingredientId: line.ingredientId,
        ingredientName: line.ingredientName,
      });
    }
  }

  const present = reachedSubstances(subject.content, facts);
  for (const group of ruleGroups(rules, subject, today)) {
    // A group on a substance the product neither holds nor holds something counted as counts nothing: skipped
    // before counting, so a save's check costs what its content holds, not what the library holds.
    if (!present.has(group.substanceId)) continue;
    const amount = countedToward(group.substanceId, subject.content, facts, group.usedAs);
    if (!amount.total.gt(0)) continue;
    const inciName = facts.get(group.substanceId)?.inciName ?? 'Unknown substance';
    for (const rule of group.upcoming) {
      findings.push(finding(rule, 'upcoming', amount, inciName, rule.maxPercent ? D(rule.maxPercent) : null));
    }
    const binding = group.binding;
    switch (group.ruleType) {
      case 'max_concentration':
        if (binding[0]) findings.push(limitFinding(binding[0], amount, inciName));
        break;
      case 'conditional':
        if (binding[0]) findings.push(limitFinding(binding[0], amount, inciName));
        else if (group.allowedUnder[0])
          findings.push(
            finding(group.allowedUnder[0], 'not_allowed', amount, inciName, D(0), {
              allowedUnder: group.allowedUnder,
            }),
          );
        break;
      case 'prohibited':
        if (binding[0]) findings.push(finding(binding[0], 'prohibited', amount, inciName, D(0)));
        break;
      case 'allergen_label': {
        const rule = binding[0];
        if (!rule) break;
        const threshold = D(rule.maxPercent ?? DEFAULT_ALLERGEN_THRESHOLD[subject.exposure]);
        findings.push(
          finding(
            rule,
            amount.total.gt(threshold) ? 'must_label' : 'below_threshold',
            amount,
            inciName,
            threshold,
          ),
        );
        break;
      }
      case 'mandatory_warning':
        for (const rule of binding) {
          const threshold = rule.thresholdPercent == null ? null : D(rule.thresholdPercent);
          const applies = threshold === null || amount.total.gt(threshold);
          findings.push(
            finding(rule, applies ? 'warning' : 'below_warning_threshold', amount, inciName, threshold),
          );
        }
        break;
      case 'missing_inci':
      case 'positive_list':
        // Name no substance, so they make no group: their findings come below and before the groups.
        break;
      default:
        // A rule type added to the list and not handled here does not build.
        group.ruleType satisfies never;
    }
  }
  findings.push(
    ...reviewFindings(subject, rules, facts, today),
    ...positiveListFindings(subject, rules, facts, today),
  );
  return findings;
}

/** A rule's warning applies to this finding: in force, allowed, and above the warning's threshold if it has one. */
function warningApplies(item: Finding): boolean {
  if (!item.rule.warningText?.trim()) return false;
  if (['upcoming', 'not_allowed', 'below_threshold', 'below_warning_threshold'].includes(item.status))
    return false;
  const threshold = item.rule.thresholdPercent;
  return threshold == null || (item.amount?.total.gt(threshold) ?? false);
}

/**
 * The warnings the label must carry: those of the rules in force whose substance is present and whose conditions
 * hold, whatever the rule type (Vitamin A's comes with its limit), above the rule's warning threshold when it sets
 * one (ADR 034), once each.
 */
export function requiredWarnings(findings: readonly Finding[]): string[] {
  const texts = findings.filter(warningApplies).map((item) => item.rule.warningText!.trim());
  return [...new Set(texts)];
}
