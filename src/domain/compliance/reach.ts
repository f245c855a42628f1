import type { UsedAs } from '../substance/constants.ts';
import type { ComplianceRule } from './rule.ts';

/**
 * The raw materials in which a rule library can find anything (ADR 071), so that "what a date changes" evaluates
 * only the formulations holding one: a formulation holding none has no finding at all. Over-approximated, never
 * under: a raw material is reached when a substance of its composition is named by a rule of the library
 * (whatever its type, date or conditions), counts as one that is (counted-amount.ts), or is used with the
 * function of one of its positive lists (evaluate-annex.ts); a raw material without composition is reached when
 * the library has a missing-INCI rule (`uncomposed`).
 */
export function reachedRawMaterials(
  library: readonly ComplianceRule[],
  compositions: ReadonlyMap<string, readonly { substanceId: string; usedAs?: UsedAs | null }[]>,
  facts: ReadonlyMap<string, { countsAs: readonly { targetId: string }[] }>,
): { rawMaterialIds: string[]; uncomposed: boolean } {
  const rules = library.filter((rule) => rule.isActive !== false);
  const named = new Set(rules.flatMap((rule) => rule.substanceId ?? []));
  const listFunctions = new Set(
    rules.flatMap((rule) => (rule.ruleType === 'positive_list' && rule.usedAs ? [rule.usedAs] : [])),
  );
  const reaches = (row: { substanceId: string; usedAs?: UsedAs | null }) =>
    named.has(row.substanceId) ||
    listFunctions.has(row.usedAs ?? 'other') ||
    (facts.get(row.substanceId)?.countsAs ?? []).some((link) => named.has(link.targetId));
  const rawMaterialIds = [...compositions].flatMap(([id, rows]) => (rows.some(reaches) ? [id] : []));
  return { rawMaterialIds, uncomposed: rules.some((rule) => rule.ruleType === 'missing_inci') };
}

const listKey = (rule: ComplianceRule) => `${rule.market}|${rule.usedAs}`;

/**
 * The rules whose findings a change of the `touched` rules (replaced, removed or new) can alter, in either
 * library (ADR 072): a finding of any other rule is the same before and after the change, so an impact preview
 * reads the same differences from these alone. Closed so that each finding is computed as the whole library
 * computes it: every rule on a substance a touched rule names (its group is whole, and every title naming that
 * substance is there to tell an old finding from a new one: INCI names are unique); for a function whose list
 * of a market a touched rule can change (a positive list, or a rule with that market and function), that
 * market's lists of it and every rule with that market and function (what each list allows, evaluate-annex.ts);
 * every missing-INCI rule when one is touched.
 */
export function changeScope(
  libraries: readonly (readonly ComplianceRule[])[],
  touched: readonly ComplianceRule[],
): (rule: ComplianceRule) => boolean {
  const substances = new Set(touched.flatMap((rule) => rule.substanceId ?? []));
  const lists = new Set(touched.flatMap((rule) => (rule.usedAs ? [listKey(rule)] : [])));
  for (const library of libraries)
    for (const rule of library)
      if (rule.substanceId && rule.usedAs && lists.has(listKey(rule))) substances.add(rule.substanceId);
  const missing = touched.some((rule) => rule.ruleType === 'missing_inci');
  return (rule) =>
    (!!rule.substanceId && substances.has(rule.substanceId)) ||
    (rule.ruleType === 'positive_list' && !!rule.usedAs && lists.has(listKey(rule))) ||
    (rule.ruleType === 'missing_inci' && missing);
}
