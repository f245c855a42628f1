import { D } from '../common/decimal.ts';
import { type CountingFacts, countedToward, reachedSubstances } from './counted-amount.ts';
import { type ComplianceSubject, type Finding, finding } from './finding.ts';
import { type ComplianceRule, conditionsHold, inForce } from './rule.ts';

/**
 * The two findings the imported annexes add to the engine (ADR 055).
 *
 * A rule imported `needsReview` (the parser was unsure of its structure, ADR 046) gives no verdict: where its
 * substance is present, whatever the product, it raises "review the rule", a violation, so an uncertain rule
 * never passes a product silently. The regulatory role clears it by completing the rule.
 *
 * A positive list (Annex IV colourants, V preservatives, VI UV filters) allows, for its function, only the
 * substances it lists: a substance used with that function (the composition row's `usedAs`, ADR 034) that no
 * rule of the same region and function lists, itself or through what it counts as, is not allowed. A listed
 * substance's own conditions (Annex IV's "rinse-off products only") are its conditional rules'.
 */

export function reviewFindings(
  subject: ComplianceSubject,
  rules: readonly ComplianceRule[],
  facts: ReadonlyMap<string, CountingFacts>,
  today: string,
): Finding[] {
  const findings: Finding[] = [];
  const present = reachedSubstances(subject.content, facts);
  for (const rule of rules) {
    if (!rule.needsReview || rule.isActive === false || !rule.substanceId || !inForce(rule, today)) continue;
    if (!present.has(rule.substanceId)) continue;
    const amount = countedToward(rule.substanceId, subject.content, facts, null);
    if (!amount.total.gt(0)) continue;
    const inciName = facts.get(rule.substanceId)?.inciName ?? 'Unknown substance';
    findings.push(finding(rule, 'needs_review', amount, inciName, null));
  }
  return findings;
}

/** Substances each list allows: those of the market's rules with the list's function, per library. */
const listedMade = new WeakMap<readonly ComplianceRule[], Map<string, Set<string>>>();

function listed(rules: readonly ComplianceRule[], list: ComplianceRule): Set<string> {
  let made = listedMade.get(rules);
  if (!made) {
    made = new Map();
    listedMade.set(rules, made);
  }
  const key = `${list.market}|${list.usedAs}`;
  let ids = made.get(key);
  if (!ids) {
    ids = new Set(
      rules
        .filter(
          (rule) =>
            rule.isActive !== false &&
            rule.substanceId &&
            rule.usedAs === list.usedAs &&
            rule.market === list.market &&
            rule.ruleType !== 'prohibited',
        )
        .map((rule) => rule.substanceId!),
    );
    made.set(key, ids);
  }
  return ids;
}

export function positiveListFindings(
  subject: ComplianceSubject,
  rules: readonly ComplianceRule[],
  facts: ReadonlyMap<string, CountingFacts>,
  today: string,
): Finding[] {
  const findings: Finding[] = [];
  for (const list of rules) {
    if (list.ruleType !== 'positive_list' || list.isActive === false || !list.usedAs) continue;
    if (!inForce(list, today) || !conditionsHold(list, subject)) continue;
    const allowed = listed(rules, list);
    for (const amount of subject.content.substances) {
      if (!amount.sources.some((source) => source.usedAs === list.usedAs)) continue;
      const counts = facts.get(amount.substanceId)?.countsAs ?? [];
      if (allowed.has(amount.substanceId) || counts.some((link) => allowed.has(link.targetId))) continue;
      const counted = countedToward(amount.substanceId, subject.content, facts, list.usedAs);
      if (!counted.total.gt(0)) continue;
      findings.push(
        finding(list, 'not_listed', counted, amount.inciName, D(0), { substanceId: amount.substanceId }),
      );
    }
  }
  return findings;
}
