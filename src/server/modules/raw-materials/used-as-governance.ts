import type { ChangeProposal } from '../../../domain/change-proposal/change-proposal-schema.ts';
import type { ProposedChange } from '../../../domain/change-proposal/proposed-change.ts';
import {
  governUsedAs,
  type UsedAsChange,
  usedAsStillApplies,
} from '../../../domain/change-proposal/used-as-changes.ts';
import { defaultUsedAs, type UsedAs } from '../../../domain/substance/constants.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Actor } from '../activity/record-activity.ts';
import type { ChangeProposalService } from '../change-proposals/service.ts';
import { publishEvent } from '../events/publish.ts';
import type { FormulationService } from '../formulations/service.ts';
import { type CompositionInsert, createRawMaterialRepository } from './repository.ts';

/** What the raw materials need of the change proposals (ADR 037). */
export type RawMaterialProposals = Pick<ChangeProposalService, 'propose'>;

export const USED_AS_CHANGED_SINCE =
  'The raw material changed since this was proposed. Reject this change and propose it again.';

type CompositionOnFile = { substanceId: string; usedAs: UsedAs; inciName: string };

/**
 * A composition about to be saved by someone who may not set the function of use (ADR 037): each row keeps the
 * function on file (or its category's default, for a new row), and whatever else was asked for is filed as one
 * proposal in the save's transaction. `direct` savers (the regulatory role, administrators) store it as given.
 */
export async function governComposition(
  tx: Executor,
  proposals: RawMaterialProposals,
  subject: { ingredientId: string; name: string; category: string; direct: boolean },
  composition: CompositionInsert[],
  onFile: readonly CompositionOnFile[],
  actor: Actor,
): Promise<{ composition: CompositionInsert[]; proposal: ChangeProposal | null }> {
  if (subject.direct || composition.length === 0) return { composition, proposal: null };
  const names = new Map(onFile.map((row) => [row.substanceId, row.inciName]));
  const missing = composition.filter((row) => !names.has(row.substanceId)).map((row) => row.substanceId);
  if (missing.length)
    for (const [id, name] of await createRawMaterialRepository(tx).substanceNames(missing))
      names.set(id, name);
  const { kept, changes } = governUsedAs(
    composition.map((row) => ({ substanceId: row.substanceId, usedAs: row.usedAs })),
    new Map(onFile.map((row) => [row.substanceId, row.usedAs])),
    defaultUsedAs(subject.category),
    names,
  );
  if (changes.length === 0) return { composition, proposal: null };
  const proposal = await proposals.propose(
    tx,
    { entityType: 'raw_material', entityId: subject.ingredientId, entityName: subject.name },
    changes,
    actor,
  );
  return { composition: composition.map((row, index) => ({ ...row, usedAs: kept[index]! })), proposal };
}

const isUsedAsChange = (change: ProposedChange): change is UsedAsChange => change.field === 'usedAs';

/**
 * An approved change of function of use written to the composition, in the approval's transaction, in the lock
 * order of a raw material's save (its formulations, then itself); refused when a row no longer holds what the
 * change was proposed against. The formulations that use it are re-checked and told, as after a save.
 */
export async function applyApprovedUsedAs(
  tx: Executor,
  deps: {
    formulations: Pick<FormulationService, 'lockUsersOf' | 'announceRawMaterialChange'>;
    afterCompositionChange?: (tx: Executor, ingredientId: string, actor: Actor) => Promise<void>;
  },
  ingredientId: string,
  changes: readonly ProposedChange[],
  actor: Actor,
): Promise<void> {
  const repo = createRawMaterialRepository(tx);
  await deps.formulations.lockUsersOf(tx, ingredientId);
  if (!(await repo.lockForUpdate(ingredientId))) throw notFound('Ingredient');
  const usedAs = changes.filter(isUsedAsChange);
  const onFile = new Map(
    (await repo.compositions([ingredientId])).map((row) => [row.substanceId, row.usedAs]),
  );
  if (!usedAsStillApplies(onFile, usedAs)) throw conflict(USED_AS_CHANGED_SINCE);
  for (const change of usedAs) await repo.setUsedAs(ingredientId, change.substanceId, change.to);
  await deps.afterCompositionChange?.(tx, ingredientId, actor);
  await deps.formulations.announceRawMaterialChange(tx, ingredientId);
  await publishEvent(tx, 'ingredients', ingredientId);
}
