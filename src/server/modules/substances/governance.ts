import type { ProposedChange } from '../../../domain/change-proposal/proposed-change.ts';
import {
  applyChanges,
  type GovernedChange,
  type GovernedSubstanceValues,
  governedChanges,
  governedValues,
  stillApplies,
} from '../../../domain/change-proposal/substance-changes.ts';
import type { SubstanceInput } from '../../../domain/substance/substance-schema.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Actor } from '../activity/record-activity.ts';
import type { ChangeProposalService } from '../change-proposals/service.ts';
import { publishEvent } from '../events/publish.ts';
import { createSubstanceRepository, type SubstanceRow } from './repository.ts';

/** What the substance catalogue needs of the change proposals (ADR 037). */
export type SubstanceProposals = Pick<ChangeProposalService, 'propose' | 'pendingFor' | 'removeFor'>;

type Repository = ReturnType<typeof createSubstanceRepository>;
type AfterChange = (tx: Executor, substanceId: string, actor: Actor) => Promise<void>;

export const CHANGED_SINCE =
  'The substance changed since this was proposed. Reject this change and propose it again.';

async function onFile(repo: Repository, row: SubstanceRow): Promise<GovernedSubstanceValues> {
  const links = await repo.countsAs([row.id]);
  return governedValues({
    allergen: row.allergen,
    casNumbers: row.casNumbers,
    naturalOriginIndex: row.naturalOriginIndex,
    countsAs: links.map((link) => ({ substanceId: link.targetId, factor: link.factor })),
  });
}

/** The governed fields a save would change, in words with the names of the substances it counts as. */
export async function changesOfSave(
  repo: Repository,
  current: SubstanceRow,
  input: SubstanceInput,
): Promise<GovernedChange[]> {
  const before = await onFile(repo, current);
  const after = governedValues(input);
  const names = await repo.names([...before.countsAs, ...after.countsAs].map((link) => link.substanceId));
  return governedChanges(before, after, names);
}

/** The save's columns with the governed fields kept as they are on file (their change awaits review). */
export function withGovernedKept<T extends Record<string, unknown>>(columns: T, current: SubstanceRow): T {
  return {
    ...columns,
    allergen: current.allergen,
    casNumbers: current.casNumbers,
    naturalOriginIndex: current.naturalOriginIndex,
  };
}

/** Whether the columns change anything on file besides what they keep. */
export function changesAnything(columns: Record<string, unknown>, current: SubstanceRow): boolean {
  return Object.entries(columns).some(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key as keyof SubstanceRow]),
  );
}

/**
 * An approved proposal written to the substance, in the approval's transaction: refused when the substance no
 * longer holds what the change was proposed against, or a substance it would count as is gone. Compliance is
 * re-checked for every formulation that holds it, as after any save.
 */
export async function applyApprovedChanges(
  tx: Executor,
  substanceId: string,
  proposed: readonly ProposedChange[],
  actor: Actor,
  afterChange: AfterChange | undefined,
): Promise<void> {
  const changes = proposed.filter((change): change is GovernedChange => change.field !== 'usedAs');
  const repo = createSubstanceRepository(tx);
  const current = await repo.find(substanceId, { forUpdate: true });
  if (!current) throw notFound('Substance');
  const before = await onFile(repo, current);
  if (!stillApplies(before, changes)) throw conflict(CHANGED_SINCE);
  const after = applyChanges(before, changes);
  const linksChange = changes.some((change) => change.field === 'countsAs');
  if (linksChange) {
    const found = await repo.existingIds(after.countsAs.map((link) => link.substanceId));
    if (after.countsAs.some((link) => !found.has(link.substanceId))) throw conflict(CHANGED_SINCE);
  }
  await repo.update(substanceId, current.revision, {
    allergen: after.allergen,
    casNumbers: after.casNumbers,
    naturalOriginIndex: after.naturalOriginIndex,
  });
  if (linksChange)
    await repo.replaceCountsAs(
      substanceId,
      after.countsAs.map((link) => ({ targetId: link.substanceId, factor: link.factor })),
    );
  await afterChange?.(tx, substanceId, actor);
  await publishEvent(tx, 'substances', substanceId);
  if (current.usageCount > 0) await publishEvent(tx, 'formulations', null);
}
