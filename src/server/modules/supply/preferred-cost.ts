import { D, toScale } from '../../../domain/formulation/cost.ts';
import { type ExchangeRate, toCompanyCurrency } from '../../../domain/supply/currency.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import type { FormulationService } from '../formulations/service.ts';
import { webhookEvent } from '../integrations/outbox.ts';
import { createSupplyRepository } from './repository.ts';

/** Today as the rates speak of days (UTC, the server's one calendar). */
export const today = () => new Date().toISOString().slice(0, 10);

export type Formulations = Pick<FormulationService, 'lockUsersOf' | 'recomputeForRawMaterial'>;

/** The ordered locks of every cost change: the formulations using the raw material, then the raw material. */
export async function lockForCostChange(tx: Executor, formulations: Formulations, ingredientId: string) {
  // The order a formulation save takes them (formulation, then its ingredients' prices FOR SHARE): no deadlock.
  await formulations.lockUsersOf(tx, ingredientId);
  return createSupplyRepository(tx).lockRawMaterial(ingredientId);
}

/**
 * Sets the raw material's spec fields (unitCost, unit, supplierId) from its preferred offer at the rate in force
 * today, and when its cost moved recomputes every formulation that uses it, in the caller's transaction, as a
 * price change through the raw material form does (ADR 061). The caller holds the locks (lockForCostChange).
 * An offer in a currency without a rate cannot drive the cost: 400, never a guessed rate.
 */
export async function applyPreferredCost(
  tx: Executor,
  deps: { formulations: Formulations; companyCurrency: string },
  ingredientId: string,
  actor: Actor,
  reason: string,
): Promise<{ recomputedFormulations: number }> {
  const repo = createSupplyRepository(tx);
  const current = await repo.lockRawMaterial(ingredientId);
  const offer = await repo.preferredOffer(ingredientId);
  if (!current || !offer) return { recomputedFormulations: 0 };
  const rates: ExchangeRate[] = await repo.rates([offer.currency]);
  const converted = toCompanyCurrency(offer.price, offer.currency, rates, today(), deps.companyCurrency);
  if (converted === null) {
    const message = `No exchange rate for ${offer.currency} in force on ${today()}: add one first`;
    throw badRequest(message, { currency: [message] });
  }
  // The column keeps 6 decimals; a converted price under a millionth still costs something.
  const unitCost = toScale(converted.lt('0.000001') ? '0.000001' : converted, 6);
  const priceChanged = !D(unitCost).eq(current.unitCost) || offer.unit !== current.unit;
  if (!priceChanged && offer.supplierId === current.supplierId) return { recomputedFormulations: 0 };
  await repo.setRawMaterialCost(ingredientId, { unitCost, unit: offer.unit, supplierId: offer.supplierId });
  if (!priceChanged) {
    await publishEvent(tx, 'ingredients', ingredientId);
    return { recomputedFormulations: 0 };
  }
  const { count, changed } = await deps.formulations.recomputeForRawMaterial(tx, ingredientId);
  await repo.insertHistory({
    ingredientId,
    unitCost,
    unit: offer.unit,
    price: offer.price,
    currency: offer.currency,
    supplierId: offer.supplierId,
    reason,
    changedBy: actor.userId,
  });
  await recordActivity(tx, actor, {
    action: 'ingredient_update',
    entityType: 'ingredient',
    entityId: ingredientId,
    description: `Updated ingredient "${current.name}": ${current.unitCost}/${current.unit} → ${unitCost}/${offer.unit} (${reason}), ${count} formulation(s) recomputed`,
    metadata: { from: current.unitCost, to: unitCost, recomputed: count },
  });
  const price = {
    id: ingredientId,
    name: current.name,
    from: { unitCost: current.unitCost, unit: current.unit, density: current.density },
    to: { unitCost, unit: offer.unit, density: current.density },
    recomputedFormulations: count,
    formulations: changed,
  };
  await publishEvent(tx, 'ingredients', ingredientId, {
    webhooks: [webhookEvent('ingredient.price_changed', price)],
  });
  return { recomputedFormulations: count };
}

type FormCost = { unitCost: string; unit: string; supplierId: string | null };

/**
 * The raw material form's unitCost, unit and supplier saved: the preferred offer follows them, so the two never
 * disagree (ADR 061). A new price or unit is the company currency's, as the form shows it; the raw material service
 * has recomputed the formulations itself.
 */
export async function followRawMaterialForm(
  tx: Executor,
  companyCurrency: string,
  ingredientId: string,
  before: FormCost,
  after: FormCost,
  actor: Actor,
) {
  const priceChanged = !D(before.unitCost).eq(after.unitCost) || before.unit !== after.unit;
  if (!priceChanged && before.supplierId === after.supplierId) return;
  const repo = createSupplyRepository(tx);
  const values = {
    supplierId: after.supplierId,
    ...(priceChanged && { price: after.unitCost, currency: companyCurrency, unit: after.unit }),
  };
  const offer = await repo.setPreferredValues(ingredientId, values);
  if (!offer) {
    await repo.insertOffer({
      ingredientId,
      preferred: true,
      supplierId: after.supplierId,
      price: after.unitCost,
      currency: companyCurrency,
      unit: after.unit,
    });
  }
  if (priceChanged)
    await repo.insertHistory({
      ingredientId,
      unitCost: after.unitCost,
      unit: after.unit,
      price: offer?.price ?? after.unitCost,
      currency: offer?.currency ?? companyCurrency,
      supplierId: after.supplierId,
      reason: 'Raw material edited',
      changedBy: actor.userId,
    });
}
