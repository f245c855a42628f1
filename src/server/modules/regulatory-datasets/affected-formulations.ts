import type { ComplianceSubject } from '../../../domain/compliance/evaluate.ts';
import { changeScope } from '../../../domain/compliance/reach.ts';
import type { ComplianceRule } from '../../../domain/compliance/rule.ts';
import { violationOf } from '../../../domain/compliance/violations.ts';
import type { AffectedFormulation } from '../../../domain/regulatory-data/dataset-schema.ts';
import type { RuleDraft } from '../../../domain/regulatory-data/rule-drafts.ts';
import type { Executor } from '../../db/client.ts';
import { findingsFor } from '../compliance/findings.ts';
import type { streamContents } from '../formulations/content.ts';
import type { ImportPlan } from './plan.ts';
import { createDatasetRepository } from './repository.ts';

export type ContentsLoader = typeof streamContents;

/** A draft as the engine reads it, before it has an id (`draft-<n>`); a new substance is in no formulation. */
export function draftRule(draft: RuleDraft, index: number): ComplianceRule {
  return {
    id: `draft-${index}`,
    name: draft.name,
    ruleType: draft.ruleType,
    substanceId: draft.substanceKey,
    maxPercent: draft.maxPercent,
    productTypes: draft.productTypes,
    applicationAreas: draft.applicationAreas,
    exposure: draft.exposure,
    usedAs: draft.usedAs,
    warningText: draft.warningText,
    thresholdPercent: draft.thresholdPercent,
    annexEntry: draft.annexEntry,
    reference: draft.reference,
    appliesFrom: draft.appliesFrom,
    placingBanFrom: draft.placingBanFrom,
    makingAvailableBanFrom: draft.makingAvailableBanFrom,
    severity: draft.severity,
    market: 'EU',
    isActive: true,
    needsReview: draft.needsReview,
  };
}

/** The rules the plan replaces, and the formulations the change reaches (ADR 055). */
export async function planReach(executor: Executor, annex: string, plan: ImportPlan) {
  const repo = createDatasetRepository(executor);
  const replaced = await repo.importedRules(annex, [...plan.changed, ...plan.removed]);
  const substanceIds = new Set<string>();
  for (const rule of replaced) if (rule.substanceId) substanceIds.add(rule.substanceId);
  for (const draft of plan.drafts)
    if (draft.substanceKey && !draft.substanceKey.startsWith('new:')) substanceIds.add(draft.substanceKey);
  const list = plan.drafts.find((draft) => draft.ruleType === 'positive_list');
  const formulationIds = await repo.affectedFormulationIds([...substanceIds], list?.usedAs ?? null);
  return { replaced, formulationIds };
}

function violations(
  subject: ComplianceSubject,
  rules: readonly ComplianceRule[],
  facts: Parameters<typeof findingsFor>[2],
) {
  return findingsFor(subject, rules, facts).flatMap((item) => {
    const violation = violationOf(item, subject);
    return violation ? [{ title: violation.title, status: item.status }] : [];
  });
}

/**
 * Each formulation the change reaches, checked against the library as it is and as it would be: the
 * violations the import opens and those it resolves, by their titles (the drafts have no ids yet).
 */
export async function affectedFormulations(
  executor: Executor,
  deps: { contents: ContentsLoader; activeRules: (executor: Executor) => Promise<ComplianceRule[]> },
  annex: string,
  plan: ImportPlan,
): Promise<AffectedFormulation[]> {
  const { replaced, formulationIds } = await planReach(executor, annex, plan);
  if (formulationIds.length === 0) return [];
  const { formulations, facts } = await deps.contents(executor, formulationIds);
  const library = await deps.activeRules(executor);
  const gone = new Set(replaced.map((rule) => rule.id));
  const drafts = plan.drafts.map(draftRule);
  // Only the rules whose findings the change can alter (ADR 072): the others' are the same before and after.
  const inScope = changeScope([library, drafts], [...library.filter((rule) => gone.has(rule.id)), ...drafts]);
  const before = library.filter(inScope);
  const after = [...before.filter((rule) => !gone.has(rule.id)), ...drafts];
  const affected: AffectedFormulation[] = [];
  // Each content is worked out as the loop reaches it and dropped once checked (streamContents).
  for (const formulation of formulations) {
    const old = violations(formulation, before, facts);
    const fresh = violations(formulation, after, facts);
    const oldTitles = new Set(old.map((item) => item.title));
    const freshTitles = new Set(fresh.map((item) => item.title));
    const newFindings = fresh.filter((item) => !oldTitles.has(item.title));
    const resolvedFindings = old.filter((item) => !freshTitles.has(item.title));
    if (newFindings.length || resolvedFindings.length)
      affected.push({ id: formulation.id, name: formulation.name, newFindings, resolvedFindings });
  }
  return affected.sort((a, b) => a.name.localeCompare(b.name));
}
