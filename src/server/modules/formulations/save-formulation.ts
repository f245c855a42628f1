import { statusLabel } from '../../../domain/formulation/constants.ts';
import type { FormulationInput } from '../../../domain/formulation/formulation-schema.ts';
import type { AssessedFormulation } from '../../../domain/safety/assessed-content.ts';
import type { Db } from '../../db/client.ts';
import { groupStatements } from '../../db/grouped-statements.ts';
import type { ChangeSource } from '../../db/read-cache.ts';
import { badRequest, conflict, isUniqueViolation, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import type { Actor } from '../activity/record-activity.ts';
import { webhookEvent } from '../integrations/outbox.ts';
import { createPriceCache } from './price-cache.ts';
import { createFormulationRepository, prepareCurrent } from './repository.ts';
import {
  costed,
  formulationChange,
  savedDetail,
  savedFormulation,
  saveFields,
  withStoredLineIds,
} from './save-input.ts';
import { createSaveStatements, type SaveWrite } from './save-statement.ts';
import type { SaveChecks } from './save-types.ts';

export const APPROVED_LOCKED_MESSAGE =
  'Approved formulations are locked. Duplicate it as a new version to make changes.';

/** A save that lost to concurrent price changes this many times in a row answers 409. */
const SAVE_ATTEMPTS = 4;
const SAVE_RACED_MESSAGE = 'Prices changed while saving. Please save again.';
/** Saves (and their reads) grouped under load, one group in flight at a time (ADR 025). */
const GROUPS = { concurrency: 1, maxGroup: 64 };

/**
 * Refuses (409) a move to approved while the safety assessment has open findings no signed conclusion accepts
 * (the safety module's, ADR 052); `open` are the substances the save's check found under their threshold or
 * without data.
 */
export type ApprovalGate = (
  formulation: AssessedFormulation,
  open: readonly { substanceId: string; inciName: string }[],
) => Promise<void>;

/**
 * Saving a formulation from its form (docs/architecture.md, "How a save flows, end to end"): a new one or a new
 * version, or a change to one. Each save is costed and checked in memory, then written by one grouped statement
 * that writes nothing unless the prices it read are still current; a save it refused reads them again.
 */
export function createFormulationSaves({
  db,
  changes,
  checks,
  approvalGate,
}: {
  db: Db;
  /** The change feed: prices are then kept in memory between saves. */
  changes?: ChangeSource;
  /** Every save's compliance check (docs/product-rules.md, "Compliance"), worked out before the save's statement and written by it. */
  checks?: SaveChecks;
  approvalGate?: ApprovalGate;
}) {
  const read = createFormulationRepository(db);
  const storedRows = groupStatements((id: string) => id, prepareCurrent(db), GROUPS);
  const statements = createSaveStatements(checks?.fragment);
  const byId = (write: SaveWrite) => write.row.id;
  const inserts = groupStatements(byId, (writes) => statements.insert(db, writes), GROUPS);
  const updates = groupStatements(byId, (writes) => statements.update(db, writes), GROUPS);
  const prices = createPriceCache(db, changes);

  return {
    async create(
      input: FormulationInput,
      actor: Actor,
      origin: { lineageId?: string; parentId?: string } = {},
    ) {
      const id = crypto.randomUUID();
      for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt += 1) {
        // A new version takes the next number of its product; two at once collide on the lineage's unique
        // version and the later one reads again.
        const [costedSave, version] = await Promise.all([
          costed(input, prices.reader(attempt > 1)),
          origin.lineageId ? read.nextVersion(origin.lineageId) : 1,
        ]);
        const values = saveFields(input);
        const at = new Date();
        const row = {
          id,
          ...values,
          ...costedSave.totals,
          version,
          lineageId: origin.lineageId ?? id,
          parentId: origin.parentId ?? null,
          createdBy: actor.userId,
          revision: 1,
          createdAt: at,
          updatedAt: at,
        };
        const result = savedDetail(row, costedSave.lines, costedSave.prices);
        const change = formulationChange(
          origin.parentId ? 'formulation_version' : 'formulation_create',
          id,
          origin.parentId
            ? `Created version ${version} of formulation "${input.name}"`
            : `Created formulation "${input.name}"`,
          [webhookEvent('formulation.created', result)],
        );
        const saved = savedFormulation(id, values, costedSave, true);
        const check = await checks?.check(saved, actor);
        if (input.status === 'approved' && check?.safetyOpen?.length)
          await approvalGate?.({ ...saved, version }, check.safetyOpen);
        const history = { fromStatus: null, toStatus: input.status };
        const write = { ...costedSave, row, history, change, checks: check, actor };
        try {
          if (await inserts.submit(write)) return result;
        } catch (error) {
          if (!isUniqueViolation(error, 'formulations_lineage_version_unique')) throw error;
        }
      }
      throw conflict(SAVE_RACED_MESSAGE);
    },

    async update(id: string, input: FormulationInput, actor: Actor) {
      if (!isUuid(id)) throw notFound('Formulation');
      for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt += 1) {
        // The formulation and the prices in parallel (one wait); errors in the order a user expects them: the
        // formulation first. Ids are read as PostgreSQL writes them (lower case).
        const [stored, costing] = await Promise.all([
          storedRows.submit(id.toLowerCase()),
          costed(input, prices.reader(attempt > 1)).catch((error: unknown) => error as Error),
        ]);
        if (!stored) throw notFound('Formulation');
        const current = stored.row;
        if (input.revision === undefined)
          throw badRequest('Revision is required', { revision: ['Revision is required'] });
        if (current.revision !== input.revision) throw staleRevision();
        if (current.status === 'approved') throw conflict(APPROVED_LOCKED_MESSAGE, { locked: true });
        if (costing instanceof Error) throw costing;
        const costedSave = { ...costing, lines: withStoredLineIds(costing.lines, stored.lines) };
        const values = saveFields(input, current);
        const statusChanged = current.status !== input.status;
        const row = {
          ...current,
          ...values,
          ...costedSave.totals,
          revision: current.revision + 1,
          updatedAt: new Date(),
        };
        const result = savedDetail(row, costedSave.lines, costedSave.prices);
        const transition = { id, name: input.name, fromStatus: current.status, toStatus: input.status };
        const change = formulationChange(
          statusChanged ? 'formulation_status_change' : 'formulation_update',
          id,
          `Updated formulation "${input.name}"${
            statusChanged ? ` (status ${statusLabel(current.status)} → ${statusLabel(input.status)})` : ''
          }`,
          [
            webhookEvent('formulation.updated', result),
            ...(statusChanged ? [webhookEvent('formulation.status_changed', transition)] : []),
          ],
        );
        const saved = savedFormulation(id, values, costedSave, false);
        const check = await checks?.check(saved, actor);
        // Only the move to approved is gated: an approved formulation is locked above.
        if (input.status === 'approved' && check?.safetyOpen?.length)
          await approvalGate?.({ ...saved, version: current.version }, check.safetyOpen);
        const history = statusChanged ? { fromStatus: current.status, toStatus: input.status } : undefined;
        const expectedRevision = input.revision;
        const write = { ...costedSave, row, history, change, checks: check, actor, expectedRevision };
        if (await updates.submit(write)) return result;
        // Not written: the next read answers 409 if the revision moved, or works with the new prices.
      }
      throw conflict(SAVE_RACED_MESSAGE);
    },
  };
}
