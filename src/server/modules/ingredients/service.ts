import type { ChangeProposal } from '../../../domain/change-proposal/change-proposal-schema.ts';
import type { ProposedChange } from '../../../domain/change-proposal/proposed-change.ts';
import { costPerOunce, D, toScale } from '../../../domain/formulation/cost.ts';
import { inUseMessage } from '../../../domain/ingredient/in-use.ts';
import type { Ingredient, IngredientInput } from '../../../domain/ingredient/ingredient-schema.ts';
import { isPerfumeMaterial } from '../../../domain/substance/constants.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound, staleRevision } from '../../errors.ts';
import type { ImportFile } from '../../http/import-file.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import type { FormulationService } from '../formulations/service.ts';
import { webhookEvent } from '../integrations/outbox.ts';
import type { SubstanceService } from '../substances/service.ts';
import { compositionDto, compositionsById, resolveComposition, sameComposition } from './composition.ts';
import { ifraLimitsChanged, storedIfraLimits } from './ifra-limits.ts';
import { importIngredients } from './import.ts';
import {
  createIngredientRepository,
  type IngredientFilter,
  type IngredientListRow,
  type IngredientRepository,
} from './repository.ts';
import { applyApprovedUsedAs, governComposition, type RawMaterialProposals } from './used-as-governance.ts';

type CompositionRows = Awaited<ReturnType<IngredientRepository['compositions']>>;

export function toIngredientDto(row: IngredientListRow, composition: CompositionRows): Ingredient {
  return {
    id: row.id,
    name: row.name,
    incisName: row.inciName,
    description: row.description,
    category: row.category,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    unitCost: row.unitCost,
    unit: row.unit,
    density: row.density,
    costPerOunce: toScale(costPerOunce(row.unitCost, row.unit, row.density), 6),
    composition: compositionDto(composition),
    declaredAsParfum: row.declaredAsParfum,
    ifraLimits: row.ifraLimits,
    qualityGrade: row.qualityGrade,
    sustainabilityRating: row.sustainabilityRating,
    regulatoryRestrictions: row.regulatoryRestrictions,
    allergenInfo: row.allergenInfo,
    shelfLifeMonths: row.shelfLifeMonths,
    storageConditions: row.storageConditions,
    waterLitersPerOz: row.waterLitersPerOz,
    carbonKgPerOz: row.carbonKgPerOz,
    naturalOriginIndex: row.naturalOriginIndex === null ? null : toScale(row.naturalOriginIndex, 3),
    usageCount: row.usageCount,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function columns(input: IngredientInput) {
  const optional = (value: number | null | undefined, scale: number) =>
    value === null || value === undefined ? null : toScale(value, scale);
  return {
    name: input.name,
    inciName: input.incisName,
    description: input.description,
    category: input.category,
    supplierId: input.supplierId,
    unitCost: toScale(input.unitCost, 6),
    unit: input.unit,
    density: input.density === null ? null : toScale(input.density, 4),
    declaredAsParfum: input.declaredAsParfum,
    ...storedIfraLimits(input),
    qualityGrade: input.qualityGrade,
    sustainabilityRating: input.sustainabilityRating,
    regulatoryRestrictions: input.regulatoryRestrictions,
    allergenInfo: input.allergenInfo,
    shelfLifeMonths: input.shelfLifeMonths,
    storageConditions: input.storageConditions,
    waterLitersPerOz: optional(input.waterLitersPerOz, 6),
    carbonKgPerOz: optional(input.carbonKgPerOz, 6),
  };
}

/** Two densities as stored (null = assumed 1 g/mL) are the same. */
function sameDensity(a: string | null, b: string | null): boolean {
  return a === null || b === null ? a === b : D(a).eq(b);
}

type CostFields = { unitCost: string; unit: string; density: string | null };
const densityText = (density: string | null) =>
  density === null ? '1 g/mL (assumed)' : `${D(density).toFixed()} g/mL`;

/**
 * What changed the cost per ounce, for the activity log ("2.400000/lb → 3.200000/lb", "density 1 g/mL (assumed)
 * → 1.26 g/mL", or both); null when nothing did.
 */
function costChange(before: CostFields, after: CostFields): string | null {
  const price = !D(before.unitCost).eq(after.unitCost) || before.unit !== after.unit;
  const density = !sameDensity(before.density, after.density);
  const parts = [
    price && `${before.unitCost}/${before.unit} → ${after.unitCost}/${after.unit}`,
    density && `density ${densityText(before.density)} → ${densityText(after.density)}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** Called when the form changed a raw material's unitCost, unit or supplier (the preferred offer follows, ADR 061). */
export type AfterCostFieldsChange = (
  tx: Executor,
  ingredientId: string,
  before: { unitCost: string; unit: string; supplierId: string | null },
  after: { unitCost: string; unit: string; supplierId: string | null },
  actor: Actor,
) => Promise<void>;

/** Called after a raw material's composition or IFRA levels changed, in its transaction (compliance hooks in). */
export type AfterCompositionChange = (tx: Executor, ingredientId: string, actor: Actor) => Promise<void>;

export function createIngredientService({
  db,
  formulations,
  substances,
  proposals,
  afterCompositionChange,
  afterCostFieldsChange,
}: {
  db: Db;
  formulations: FormulationService;
  substances: SubstanceService;
  proposals: RawMaterialProposals;
  afterCompositionChange?: AfterCompositionChange;
  afterCostFieldsChange?: AfterCostFieldsChange;
}) {
  const read = createIngredientRepository(db);

  async function checkSupplier(executor: Executor, supplierId: string | null) {
    if (supplierId && !(await createIngredientRepository(executor).supplierExists(supplierId))) {
      throw badRequest('Supplier not found', { supplierId: ['Supplier not found'] });
    }
  }

  async function get(id: string) {
    const row = isUuid(id) ? await read.find(id) : undefined;
    if (!row) throw notFound('Ingredient');
    return toIngredientDto(row, await read.compositions([id]));
  }

  return {
    async list(filter: IngredientFilter) {
      const { rows, total } = await read.list(filter);
      const compositions = compositionsById(await read.compositions(rows.map((row) => row.id)));
      return { items: rows.map((row) => toIngredientDto(row, compositions.get(row.id) ?? [])), total };
    },

    get,

    /** "Did you mean" for a raw-material search that found nothing (ADR 067). */
    suggestions: (q: string) => read.similarNames(q, { limit: 5 }),

    /** `direct`: the actor may set a row's function of use; for anyone else a change to it is proposed. */
    async create(input: IngredientInput, actor: Actor, { direct }: { direct: boolean }) {
      let proposal: ChangeProposal | null = null;
      const id = await db.transaction(async (tx) => {
        await checkSupplier(tx, input.supplierId);
        const repo = createIngredientRepository(tx);
        const row = await repo.insert(columns(input));
        const governed = await governComposition(
          tx,
          proposals,
          { ingredientId: row.id, name: row.name, category: row.category, direct },
          await resolveComposition(
            tx,
            substances,
            input,
            { ingredientId: row.id, ingredientName: row.name },
            actor,
          ),
          [],
          actor,
        );
        proposal = governed.proposal;
        await repo.replaceComposition(row.id, governed.composition);
        await recordActivity(tx, actor, {
          action: 'ingredient_create',
          entityType: 'ingredient',
          entityId: row.id,
          description: `Added ingredient "${row.name}"`,
        });
        await publishEvent(tx, 'ingredients', row.id);
        return row.id;
      });
      return { ...(await get(id)), proposal };
    },

    /**
     * A new unit cost, unit or density recomputes every formulation that uses the ingredient, in the same
     * transaction; a new composition changes their labels (and, through the afterChange hook, their checks).
     */
    async update(id: string, input: IngredientInput, actor: Actor, { direct }: { direct: boolean }) {
      if (!isUuid(id)) throw notFound('Ingredient');
      let proposal: ChangeProposal | null = null;
      const recomputed = await db.transaction(async (tx) => {
        const repo = createIngredientRepository(tx);
        // Formulations first, then the ingredient: the order a formulation save takes them (it locks the
        // formulation, then reads its ingredients' prices FOR SHARE), so the two never deadlock.
        await formulations.lockUsersOf(tx, id);
        const current = await repo.lockForUpdate(id);
        if (!current) throw notFound('Ingredient');
        if (input.revision === undefined)
          throw badRequest('Revision is required', { revision: ['Revision is required'] });
        if (current.revision !== input.revision) throw staleRevision();
        await checkSupplier(tx, input.supplierId);
        const values = columns(input);
        const updated = await repo.update(id, input.revision, values);
        if (!updated) throw staleRevision();
        const before = await repo.compositions([id]);
        // Omitted: the composition on file stays, unless there is none and an INCI name now gives one.
        const resolved =
          input.composition === undefined && before.length
            ? null
            : await resolveComposition(
                tx,
                substances,
                input,
                { ingredientId: id, ingredientName: values.name },
                actor,
              );
        const governed =
          resolved &&
          (await governComposition(
            tx,
            proposals,
            { ingredientId: id, name: values.name, category: values.category, direct },
            resolved,
            before,
            actor,
          ));
        proposal = governed?.proposal ?? null;
        const composition = governed?.composition ?? null;
        const compositionChanged = composition !== null && !sameComposition(composition, before);
        // Perfume or not (ADR 033) moves the labels' Parfum, not the checks.
        const perfumeChanged =
          isPerfumeMaterial(current.category, current.declaredAsParfum) !==
          isPerfumeMaterial(values.category, values.declaredAsParfum);
        const ifraChanged = ifraLimitsChanged(current, values, perfumeChanged);
        if (compositionChanged) await repo.replaceComposition(id, composition);
        await afterCostFieldsChange?.(tx, id, current, values, actor);
        const change = costChange(current, values);
        const priceChanged = change !== null;
        const { count, changed } = priceChanged
          ? await formulations.recomputeForIngredient(tx, id)
          : { count: 0, changed: [] };
        if (compositionChanged || ifraChanged) await afterCompositionChange?.(tx, id, actor);
        if ((compositionChanged || perfumeChanged) && !priceChanged)
          await formulations.announceIngredientChange(tx, id);
        await recordActivity(tx, actor, {
          action: 'ingredient_update',
          entityType: 'ingredient',
          entityId: id,
          description: priceChanged
            ? `Updated ingredient "${values.name}": ${change}, ${count} formulation(s) recomputed`
            : `Updated ingredient "${values.name}"`,
          metadata: priceChanged
            ? {
                from: current.unitCost,
                to: values.unitCost,
                ...(!sameDensity(current.density, values.density) && {
                  densityFrom: current.density,
                  densityTo: values.density,
                }),
                recomputed: count,
              }
            : undefined,
        });
        const price = {
          id,
          name: values.name,
          from: { unitCost: current.unitCost, unit: current.unit, density: current.density },
          to: { unitCost: values.unitCost, unit: values.unit, density: values.density },
          recomputedFormulations: count,
          // The new figures of every formulation whose cost moved: an ERP keeps its costs in step from this one
          // delivery instead of reading each formulation back.
          formulations: changed,
        };
        await publishEvent(tx, 'ingredients', id, {
          webhooks: priceChanged ? [webhookEvent('ingredient.price_changed', price)] : [],
        });
        return count;
      });
      return { ingredient: await get(id), recomputedFormulations: recomputed, proposal };
    },

    /** An approved proposal's changes of function of use (the change proposals' applier for raw materials). */
    applyApproved: (tx: Executor, id: string, changes: readonly ProposedChange[], actor: Actor) =>
      applyApprovedUsedAs(tx, { formulations, afterCompositionChange }, id, changes, actor),

    /** Refused with 409 naming the formulations while any uses it. */
    async remove(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Ingredient');
      await db.transaction(async (tx) => {
        const repo = createIngredientRepository(tx);
        const current = await repo.lockForUpdate(id);
        if (!current) throw notFound('Ingredient');
        const users = await formulations.usedByIn(tx, id);
        if (users.length) {
          const names = users.map((f) => `${f.name} (v${f.version})`);
          throw conflict(inUseMessage(current.name, names), { formulations: users });
        }
        await repo.remove(id);
        await recordActivity(tx, actor, {
          action: 'ingredient_delete',
          entityType: 'ingredient',
          entityId: id,
          description: `Deleted ingredient "${current.name}"`,
        });
        await publishEvent(tx, 'ingredients', id);
      });
    },

    async whereUsed(id: string) {
      if (!isUuid(id) || !(await read.find(id))) throw notFound('Ingredient');
      const rows = await read.whereUsed(id);
      return rows.map((row) => ({
        formulationId: row.formulationId,
        name: row.name,
        version: row.version,
        status: row.status,
        ounces: toScale(D(row.ounces), 6),
        concentration: toScale(D(row.ounces).div(row.recipeOunces).times(100), 4),
      }));
    },

    /** CSV or Excel import with a per-row report (import.ts). */
    importFile: (file: ImportFile, actor: Actor) =>
      importIngredients({ db, substances, columns }, file, actor),
  };
}
export type IngredientService = ReturnType<typeof createIngredientService>;
