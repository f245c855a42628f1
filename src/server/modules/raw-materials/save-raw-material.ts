import type { ChangeProposal } from '../../../domain/change-proposal/change-proposal-schema.ts';
import type { RawMaterialInput } from '../../../domain/raw-material/raw-material-schema.ts';
import { isPerfumeMaterial } from '../../../domain/substance/constants.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import type { FormulationService } from '../formulations/service.ts';
import { webhookEvent } from '../integrations/outbox.ts';
import type { SubstanceService } from '../substances/service.ts';
import { resolveComposition, sameComposition } from './composition.ts';
import { costChange, sameDensity } from './cost-change.ts';
import { columns } from './dto.ts';
import { ifraLimitsChanged } from './ifra-limits.ts';
import { createRawMaterialRepository } from './repository.ts';
import { governComposition, type RawMaterialProposals } from './used-as-governance.ts';

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

/**
 * Saving a raw material from its form, a new one or a change to one (the raw material service answers with the saved
 * row): what a save reads and whom it tells, as services.ts builds the service.
 */
export interface RawMaterialSaveDeps {
  db: Db;
  formulations: FormulationService;
  substances: SubstanceService;
  proposals: RawMaterialProposals;
  afterCompositionChange?: AfterCompositionChange;
  afterCostFieldsChange?: AfterCostFieldsChange;
}

async function checkSupplier(executor: Executor, supplierId: string | null) {
  if (supplierId && !(await createRawMaterialRepository(executor).supplierExists(supplierId))) {
    throw badRequest('Supplier not found', { supplierId: ['Supplier not found'] });
  }
}

/** `direct`: the actor may set a row's function of use; for anyone else a change to it is proposed. */
export async function insertRawMaterial(
  { db, substances, proposals }: RawMaterialSaveDeps,
  input: RawMaterialInput,
  actor: Actor,
  { direct }: { direct: boolean },
) {
  let proposal: ChangeProposal | null = null;
  const id = await db.transaction(async (tx) => {
    await checkSupplier(tx, input.supplierId);
    const repo = createRawMaterialRepository(tx);
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
  return { id, proposal };
}

/**
 * A new unit cost, unit or density recomputes every formulation that uses the raw material, in the same
 * transaction; a new composition changes their labels (and, through the afterChange hook, their checks).
 */
export async function updateRawMaterial(
  {
    db,
    formulations,
    substances,
    proposals,
    afterCompositionChange,
    afterCostFieldsChange,
  }: RawMaterialSaveDeps,
  id: string,
  input: RawMaterialInput,
  actor: Actor,
  { direct }: { direct: boolean },
) {
  if (!isUuid(id)) throw notFound('Ingredient');
  let proposal: ChangeProposal | null = null;
  const recomputed = await db.transaction(async (tx) => {
    const repo = createRawMaterialRepository(tx);
    // Formulations first, then the raw material: the order a formulation save takes them (it locks the
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
      ? await formulations.recomputeForRawMaterial(tx, id)
      : { count: 0, changed: [] };
    if (compositionChanged || ifraChanged) await afterCompositionChange?.(tx, id, actor);
    if ((compositionChanged || perfumeChanged) && !priceChanged)
      await formulations.announceRawMaterialChange(tx, id);
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
  return { recomputedFormulations: recomputed, proposal };
}
