import { statusLabel } from '../../../domain/formulation/constants.ts';
import { computeCost, toScale } from '../../../domain/formulation/cost.ts';
import type { FormulationInput } from '../../../domain/formulation/formulation-schema.ts';
import { inciDeclaration } from '../../../domain/formulation/inci.ts';
import { type FootprintLine, formulationFootprint } from '../../../domain/sustainability/footprint.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { toFormulationDto, toLineDtos } from './dto.ts';
import { createFormulationRepository, type ListFilter } from './repository.ts';

export const APPROVED_LOCKED_MESSAGE =
  'Approved formulations are locked. Duplicate it as a new version to make changes.';

/** Called after every save inside its transaction (compliance checks hook in here). */
export type AfterSave = (tx: Executor, formulationId: string, actor: Actor) => Promise<void>;

export function createFormulationService({ db, afterSave }: { db: Db; afterSave?: AfterSave }) {
  const read = createFormulationRepository(db);

  /** Costs from the cost engine with the ingredients' current prices; the client's line costs are ignored. */
  async function costed(tx: Executor, input: FormulationInput) {
    const repo = createFormulationRepository(tx);
    const ids = [...new Set(input.ingredients.map((line) => line.ingredientId))];
    const prices = new Map((await repo.ingredientPrices(ids)).map((p) => [p.id, p]));
    const missing = input.ingredients.flatMap((line, index) =>
      prices.has(line.ingredientId) ? [] : [index],
    );
    if (missing.length) {
      throw badRequest(
        'Ingredient not found',
        Object.fromEntries(
          missing.map((index) => [`ingredients.${index}.ingredientId`, ['Ingredient not found']]),
        ),
      );
    }
    const result = computeCost({
      batchSize: input.batchSize,
      unitSize: input.unitSize,
      targetMargin: input.targetMargin,
      lines: input.ingredients.map((line) => ({ ounces: line.ounces, ...prices.get(line.ingredientId)! })),
    });
    return {
      totals: { totalCost: toScale(result.totalCost, 4), costPerUnit: toScale(result.costPerUnit, 4) },
      lines: input.ingredients.map((line, position) => ({
        ingredientId: line.ingredientId,
        ounces: toScale(line.ounces, 6),
        cost: toScale(result.lines[position]!.cost, 6),
        position,
      })),
    };
  }

  function fields(input: FormulationInput) {
    return {
      name: input.name,
      description: input.description,
      productType: input.productType,
      targetSkinType: input.targetSkinType,
      status: input.status,
      batchSize: toScale(input.batchSize, 6),
      unitSize: toScale(input.unitSize, 6),
      targetMargin: toScale(input.targetMargin, 2),
    };
  }

  async function detail(executor: Executor, id: string) {
    const repo = createFormulationRepository(executor);
    const row = isUuid(id) ? await repo.find(id) : undefined;
    if (!row) throw notFound('Formulation');
    const lines = toLineDtos(await repo.lines([id]));
    const inci = inciDeclaration(
      lines.map((l) => ({ name: l.ingredientName, inciName: l.inciName, ounces: l.ounces })),
    ).map((entry) => ({ ...entry, concentration: toScale(entry.concentration, 4) }));
    return { ...toFormulationDto(row), lines, inci };
  }

  return {
    async list(filter: ListFilter) {
      const { rows, total } = await read.list(filter);
      return { items: rows.map(toFormulationDto), total };
    },

    get: (id: string) => detail(db, id),

    async lines(id: string) {
      if (!isUuid(id) || !(await read.find(id))) throw notFound('Formulation');
      return toLineDtos(await read.lines([id]));
    },

    async create(
      input: FormulationInput,
      actor: Actor,
      origin: { lineageId?: string; parentId?: string } = {},
    ) {
      const id = await db.transaction(async (tx) => {
        const repo = createFormulationRepository(tx);
        const { totals, lines } = await costed(tx, input);
        const newId = crypto.randomUUID();
        // A new version takes the next number of its product inside this transaction, the lineage locked.
        const version = origin.lineageId ? await repo.nextVersion(origin.lineageId) : 1;
        await repo.insert({
          id: newId,
          ...fields(input),
          ...totals,
          version,
          lineageId: origin.lineageId ?? newId,
          parentId: origin.parentId ?? null,
          createdBy: actor.userId,
        });
        await repo.insertLines(newId, lines);
        await repo.addStatusHistory(newId, null, input.status, actor.userId);
        await recordActivity(tx, actor, {
          action: origin.parentId ? 'formulation_version' : 'formulation_create',
          entityType: 'formulation',
          entityId: newId,
          description: origin.parentId
            ? `Created version ${version} of formulation "${input.name}"`
            : `Created formulation "${input.name}"`,
        });
        await afterSave?.(tx, newId, actor);
        await publishEvent(tx, 'formulations', newId);
        return newId;
      });
      return detail(db, id);
    },

    async update(id: string, input: FormulationInput, actor: Actor) {
      if (!isUuid(id)) throw notFound('Formulation');
      await db.transaction(async (tx) => {
        const repo = createFormulationRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Formulation');
        if (input.revision === undefined)
          throw badRequest('Revision is required', { revision: ['Revision is required'] });
        if (current.revision !== input.revision) throw staleRevision();
        if (current.status === 'approved') throw conflict(APPROVED_LOCKED_MESSAGE, { locked: true });
        const { totals, lines } = await costed(tx, input);
        const updated = await repo.update(id, input.revision, { ...fields(input), ...totals });
        if (!updated) throw staleRevision();
        await repo.replaceLines(id, lines);
        if (current.status !== input.status) {
          await repo.addStatusHistory(id, current.status, input.status, actor.userId);
        }
        const statusChange =
          current.status !== input.status
            ? ` (status ${statusLabel(current.status)} → ${statusLabel(input.status)})`
            : '';
        await recordActivity(tx, actor, {
          action: current.status !== input.status ? 'formulation_status_change' : 'formulation_update',
          entityType: 'formulation',
          entityId: id,
          description: `Updated formulation "${input.name}"${statusChange}`,
        });
        await afterSave?.(tx, id, actor);
        await publishEvent(tx, 'formulations', id);
      });
      return detail(db, id);
    },

    async remove(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Formulation');
      await db.transaction(async (tx) => {
        const repo = createFormulationRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Formulation');
        await repo.remove(id);
        await recordActivity(tx, actor, {
          action: 'formulation_delete',
          entityType: 'formulation',
          entityId: id,
          description: `Deleted formulation "${current.name}" (version ${current.version})`,
        });
        await publishEvent(tx, 'formulations', id);
      });
    },

    /** "Duplicate as new version": the next version number of the product, status draft, same lines. */
    async duplicate(id: string, actor: Actor) {
      const source = await detail(db, id);
      return this.create(
        {
          name: source.name,
          description: source.description,
          productType: source.productType as FormulationInput['productType'],
          targetSkinType: source.targetSkinType as FormulationInput['targetSkinType'],
          status: 'draft',
          batchSize: Number(source.batchSize),
          unitSize: Number(source.unitSize),
          targetMargin: Number(source.targetMargin),
          ingredients: source.lines.map((line) => ({
            ingredientId: line.ingredientId,
            ounces: Number(line.ounces),
          })),
        },
        actor,
        { lineageId: source.lineageId, parentId: source.id },
      );
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
     * Keeps costs current after an ingredient's price or unit changed (DESIGN §4): every formulation using it is
     * recomputed by the cost engine inside the caller's transaction.
     */
    async recomputeForIngredient(tx: Executor, ingredientId: string) {
      const repo = createFormulationRepository(tx);
      const ids = await repo.idsUsingIngredient(ingredientId, { lock: true });
      if (ids.length === 0) return 0;
      const formulationRows = new Map((await repo.sizes(ids)).map((row) => [row.id, row]));
      const byFormulation = new Map<string, Awaited<ReturnType<typeof repo.lines>>>();
      for (const line of await repo.lines(ids)) {
        const group = byFormulation.get(line.formulationId) ?? [];
        group.push(line);
        byFormulation.set(line.formulationId, group);
      }
      const lineCosts: { id: string; cost: string }[] = [];
      const totals: { id: string; totalCost: string; costPerUnit: string }[] = [];
      for (const [formulationId, group] of byFormulation) {
        const row = formulationRows.get(formulationId);
        if (!row) continue;
        const result = computeCost({ batchSize: row.batchSize, unitSize: row.unitSize, lines: group });
        for (const [index, line] of group.entries()) {
          lineCosts.push({ id: line.id, cost: toScale(result.lines[index]!.cost, 6) });
        }
        totals.push({
          id: formulationId,
          totalCost: toScale(result.totalCost, 4),
          costPerUnit: toScale(result.costPerUnit, 4),
        });
      }
      await repo.writeCosts(lineCosts, totals);
      // One event for the whole batch: screens reload their formulation queries once.
      await publishEvent(tx, 'formulations', null, { payload: { count: ids.length } });
      return ids.length;
    },

    /** Every formulation's footprint (water, carbon, ISO 16128 natural origin) from its lines (DESIGN §11). */
    async footprints(formulationIds?: string[]) {
      const byFormulation = new Map<string, FootprintLine[]>();
      for (const line of await read.footprintLines(formulationIds)) {
        const group = byFormulation.get(line.formulationId) ?? [];
        group.push(line);
        byFormulation.set(line.formulationId, group);
      }
      const { rows } = await read.list({});
      return rows
        .filter((row) => !formulationIds || formulationIds.includes(row.id))
        .map((row) => ({
          formulation: toFormulationDto(row),
          footprint: formulationFootprint(byFormulation.get(row.id) ?? [], row.unitSize),
        }));
    },

    /** Locks the formulations that use an ingredient, ahead of a price change in the caller's transaction. */
    lockUsersOf: (tx: Executor, ingredientId: string) =>
      createFormulationRepository(tx).idsUsingIngredient(ingredientId, { lock: true }),

    /** Formulations using an ingredient, read inside the caller's transaction. */
    usedByIn: (tx: Executor, ingredientId: string) =>
      createFormulationRepository(tx).namesUsingIngredient(ingredientId),
  };
}
export type FormulationService = ReturnType<typeof createFormulationService>;
