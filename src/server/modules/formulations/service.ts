import type { Db, Executor } from '../../db/client.ts';
import type { ChangeSource } from '../../db/read-cache.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { webhookEvent } from '../integrations/outbox.ts';
import { type FormulationContent, loadContents, type SubstanceFacts } from './content.ts';
import { compositionDto, labelDto, type MarketLabel } from './content-dto.ts';
import { toDetailDto, toFormulationDto, toLineDtos } from './dto.ts';
import { formulationFootprints } from './footprints.ts';
import { recomputeUsersOf } from './recompute.ts';
import { createFormulationRepository, type ListFilter } from './repository.ts';
import { type ApprovalGate, createFormulationSaves } from './save-formulation.ts';
import { versionInput } from './save-input.ts';
import type { SaveChecks } from './save-types.ts';

/** The warnings a formulation's label must carry, from the compliance engine (docs/product-rules.md, "Compliance"). */
export type LabelWarnings = (
  executor: Executor,
  formulation: FormulationContent,
  facts: ReadonlyMap<string, SubstanceFacts>,
  market?: string,
) => Promise<MarketLabel>;

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
  const saves = createFormulationSaves({ db, changes, checks, approvalGate });

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

    /** A new formulation, or a new version of one (`origin`); save-formulation.ts. */
    create: saves.create,

    /** A change to one, refused once approved; save-formulation.ts. */
    update: saves.update,

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
      return saves.create(versionInput(source, lines), actor, {
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
     * Keeps costs current after a raw material's price, unit or density changed (docs/product-rules.md, "Costs and units"): every formulation
     * using it is recomputed by the cost engine inside the caller's transaction.
     */
    recomputeForRawMaterial: (tx: Executor, ingredientId: string) => recomputeUsersOf(tx, ingredientId),

    /** A raw material's composition changed: the labels of the formulations using it read it anew. */
    async announceRawMaterialChange(tx: Executor, ingredientId: string) {
      const ids = await createFormulationRepository(tx).idsUsingRawMaterial(ingredientId);
      if (ids.length) await publishEvent(tx, 'formulations', null, { payload: { count: ids.length } });
    },

    /** Every formulation's footprint (water, carbon, ISO 16128 natural origin; docs/product-rules.md, "Sustainability, analytics, exports"). */
    footprints: (formulationIds?: string[]) => formulationFootprints(db, formulationIds),

    /** Locks the formulations that use a raw material, ahead of a price change in the caller's transaction. */
    lockUsersOf: (tx: Executor, ingredientId: string) =>
      createFormulationRepository(tx).idsUsingRawMaterial(ingredientId, { lock: true }),

    /** Formulations using a raw material, read inside the caller's transaction. */
    usedByIn: (tx: Executor, ingredientId: string) =>
      createFormulationRepository(tx).namesUsingRawMaterial(ingredientId),
  };
}
export type FormulationService = ReturnType<typeof createFormulationService>;
