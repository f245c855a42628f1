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
export function reachedIngredients(
  library: readonly ComplianceRule[],
  compositions: ReadonlyMap<string, readonly { substanceId: string; usedAs?: UsedAs | null }[]>,
  facts: ReadonlyMap<string, { countsAs: readonly { targetId: string }[] }>,
): { ingredientIds: string[]; uncomposed: boolean } {
  const rules = library.filter((rule) => rule.isActive !== false);
  const named = new Set(rules.flatMap((rule) => rule.substanceId ?? []));
  const listFunctions = new Set(
    rules.flatMap((rule) => (rule.ruleType === 'positive_list' && rule.usedAs ? [rule.usedAs] : [])),
  );
  const reaches = (row: { substanceId: string; usedAs?: UsedAs | null }) =>
    named.has(row.substanceId) ||
    listFunctions.has(row.usedAs ?? 'other') ||
    (facts.get(row.substanceId)?.countsAs ?? []).some((link) => named.has(link.targetId));
  const ingredientIds = [...compositions].flatMap(([id, rows]) => (rows.some(reaches) ? [id] : []));
  return { ingredientIds, uncomposed: rules.some((rule) => rule.ruleType === 'missing_inci') };
}
