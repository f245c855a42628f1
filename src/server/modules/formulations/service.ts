import { statusLabel } from '../../../domain/formulation/constants.ts';
import type { FormulationInput } from '../../../domain/formulation/formulation-schema.ts';
import type { Db, Executor } from '../../db/client.ts';
import { groupStatements } from '../../db/grouped-statements.ts';
import type { ChangeSource } from '../../db/read-cache.ts';
import { badRequest, conflict, isUniqueViolation, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { webhookEvent } from '../integrations/outbox.ts';
import { type FormulationContent, loadContents, type SubstanceFacts } from './content.ts';
import { compositionDto, labelDto, type MarketLabel } from './content-dto.ts';
import { toDetailDto, toFormulationDto, toLineDtos } from './dto.ts';
import { formulationFootprints } from './footprints.ts';
import { createPriceCache } from './price-cache.ts';
import { recomputeUsersOf } from './recompute.ts';
import { createFormulationRepository, type ListFilter, prepareCurrent } from './repository.ts';
import {
  costed,
  formulationChange,
  type SaveChecks,
  savedDetail,
  savedFormulation,
  saveFields,
  versionInput,
  withStoredLineIds,
} from './save-input.ts';
import { createSaveStatements, type SaveWrite } from './save-statement.ts';

export const APPROVED_LOCKED_MESSAGE =
  'Approved formulations are locked. Duplicate it as a new version to make changes.';

/** A save that lost to concurrent price changes this many times in a row answers 409. */
const SAVE_ATTEMPTS = 4;
const SAVE_RACED_MESSAGE = 'Prices changed while saving. Please save again.';
/** Saves (and their reads) grouped under load, one group in flight at a time (ADR 025). */
const GROUPS = { concurrency: 1, maxGroup: 64 };

/** The warnings a formulation's label must carry, from the compliance engine (docs/product-rules.md, "Compliance"). */
export type LabelWarnings = (
  executor: Executor,
  formulation: FormulationContent,
  facts: ReadonlyMap<string, SubstanceFacts>,
  market?: string,
) => Promise<MarketLabel>;

/**
 * Refuses (409) a move to approved while the safety assessment has open findings no signed conclusion accepts
 * (the safety module's, ADR 052); `open` are the substances the save's check found under their threshold or
 * without data.
 */
export type ApprovalGate = (
  formulation: {
    id: string;
    version: number;
    name: string;
    productType: string;
    applicationArea: string;
    exposure: string;
    exposureCategory: string;
    lines: readonly { ingredientId: string; ounces: string }[];
  },
  open: readonly { substanceId: string; inciName: string }[],
) => Promise<void>;
/** Deletes a formulation's automated compliance alerts, in the delete's transaction (the compliance module's). */
export type DeleteAlerts = (tx: Executor, formulationId: string, actor: Actor) => Promise<unknown>;

export function createFormulationService({
  db,
  changes,
  checks,
  labelWarnings,
  approvalGate,
  deleteAlerts,
}: {
  db: Db;
  /** The change feed: prices are then kept in memory between saves. */
  changes?: ChangeSource;
  /** Every save's compliance check (docs/product-rules.md, "Compliance"), worked out before the save's statement and written by it. */
  checks?: SaveChecks;
  labelWarnings?: LabelWarnings;
  approvalGate?: ApprovalGate;
  deleteAlerts?: DeleteAlerts;
}) {
  const read = createFormulationRepository(db);
  const storedRows = groupStatements((id: string) => id, prepareCurrent(db), GROUPS);
  const statements = createSaveStatements(checks?.fragment);
  const byId = (write: SaveWrite) => write.row.id;
  const inserts = groupStatements(byId, (writes) => statements.insert(db, writes), GROUPS);
  const updates = groupStatements(byId, (writes) => statements.update(db, writes), GROUPS);
  const prices = createPriceCache(db, changes);

  async function detail(executor: Executor, id: string) {
    const repo = createFormulationRepository(executor);
    const row = isUuid(id) ? await repo.find(id) : undefined;
    if (!row) throw notFound('Formulation');
    return toDetailDto(row, await repo.lines([id]));
  }

  async function content(id: string) {
    const { formulations, facts } = isUuid(id)
      ? await loadContents(db, [id])
      : { formulations: [], facts: new Map() };
    if (!formulations[0]) throw notFound('Formulation');
    return { formulation: formulations[0], facts };
  }

  return {
    async list(filter: ListFilter) {
      const { rows, total } = await read.list(filter);
      return { items: rows.map(toFormulationDto), total };
    },

    get: (id: string) => detail(db, id),

    /** Its substance content (docs/product-rules.md, "Substances and the label"). */
    async composition(id: string) {
      return compositionDto((await content(id)).formulation);
    },

    /** Its label: the ingredient list, allergens, warnings and ISO 16128 content (docs/product-rules.md, "Substances and the label"). */
    async label(id: string, market?: string) {
      const { formulation, facts } = await content(id);
      const chosen = market ?? formulation.markets[0] ?? 'EU';
      const none = { market: chosen, warnings: [], perfumeName: 'Parfum' };
      return labelDto(formulation, facts, (await labelWarnings?.(db, formulation, facts, chosen)) ?? none);
    },

    async lines(id: string) {
      if (!isUuid(id) || !(await read.find(id))) throw notFound('Formulation');
      return toLineDtos(await read.lines([id]));
    },

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

    async remove(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Formulation');
      await db.transaction(async (tx) => {
        const repo = createFormulationRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Formulation');
        // "Removes the formulation and all associated data": its automated alerts too, before the row they name.
        await deleteAlerts?.(tx, id, actor);
        await repo.remove(id);
        await recordActivity(tx, actor, {
          action: 'formulation_delete',
          entityType: 'formulation',
          entityId: id,
          description: `Deleted formulation "${current.name}" (version ${current.version})`,
        });
        const deleted = { id, name: current.name, version: current.version };
        await publishEvent(tx, 'formulations', id, {
          webhooks: [webhookEvent('formulation.deleted', deleted)],
        });
      });
    },

    /**
     * "Duplicate as new version": the next version number of the product, status draft, the same lines or the
     * lines given (a reformulation saved as a version).
     */
    async duplicate(id: string, actor: Actor, lines?: { ingredientId: string; ounces: number }[]) {
      const source = await detail(db, id);
      return this.create(versionInput(source, lines), actor, {
        lineageId: source.lineageId,
        parentId: source.id,
      });
    },

    async versions(id: string) {
      const row = isUuid(id) ? await read.find(id) : undefined;
      if (!row) throw notFound('Formulation');
      return (await read.versions(row.lineageId)).map(toFormulationDto);
    },

    async statusHistory(id: string) {
      if (!isUuid(id) || !(await read.find(id))) throw notFound('Formulation');
      return (await read.statusHistory(id)).map((row) => ({
        ...row,
        changedAt: row.changedAt.toISOString(),
      }));
    },

    /**
     * Keeps costs current after an ingredient's price, unit or density changed (docs/product-rules.md, "Costs and units"): every formulation
     * using it is recomputed by the cost engine inside the caller's transaction.
     */
    recomputeForIngredient: (tx: Executor, ingredientId: string) => recomputeUsersOf(tx, ingredientId),

    /** A raw material's composition changed: the labels of the formulations using it read it anew. */
    async announceIngredientChange(tx: Executor, ingredientId: string) {
      const ids = await createFormulationRepository(tx).idsUsingIngredient(ingredientId);
      if (ids.length) await publishEvent(tx, 'formulations', null, { payload: { count: ids.length } });
    },

    /** Every formulation's footprint (water, carbon, ISO 16128 natural origin; docs/product-rules.md, "Sustainability, analytics, exports"). */
    footprints: (formulationIds?: string[]) => formulationFootprints(db, formulationIds),

    /** Locks the formulations that use an ingredient, ahead of a price change in the caller's transaction. */
    lockUsersOf: (tx: Executor, ingredientId: string) =>
      createFormulationRepository(tx).idsUsingIngredient(ingredientId, { lock: true }),

    /** Formulations using an ingredient, read inside the caller's transaction. */
    usedByIn: (tx: Executor, ingredientId: string) =>
      createFormulationRepository(tx).namesUsingIngredient(ingredientId),
  };
}
export type FormulationService = ReturnType<typeof createFormulationService>;
