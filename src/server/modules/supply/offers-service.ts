import { costPerOunce, D, toScale } from '../../../domain/formulation/cost.ts';
import { type ExchangeRate, toCompanyCurrency } from '../../../domain/supply/currency.ts';
import type { Offer, OfferInput } from '../../../domain/supply/offer-schema.ts';
import { switchImpact } from '../../../domain/supply/switch-impact.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { applyPreferredCost, type Formulations, lockForCostChange, today } from './preferred-cost.ts';
import { createSupplyRepository, type OfferRow } from './repository.ts';

export function offerColumns(input: OfferInput) {
  const scaled = (value: number | null, scale: number) => (value === null ? null : toScale(value, scale));
  return {
    supplierId: input.supplierId,
    supplierProductName: input.supplierProductName,
    supplierCode: input.supplierCode,
    price: toScale(input.price, 6),
    currency: input.currency,
    unit: input.unit,
    packSize: scaled(input.packSize, 4),
    moq: scaled(input.moq, 4),
    leadTimeDays: input.leadTimeDays,
    validFrom: input.validFrom,
    validTo: input.validTo,
  };
}

/** Cost per weight ounce in the company currency at today's rate, or null while the currency has no rate. */
function offerCostPerOunce(row: OfferRow, density: string | null, rates: ExchangeRate[], company: string) {
  const converted = toCompanyCurrency(row.price, row.currency, rates, today(), company);
  return converted === null ? null : costPerOunce(converted, row.unit, density);
}

export function toOfferDto(row: OfferRow, costPerOunceValue: ReturnType<typeof offerCostPerOunce>): Offer {
  return {
    id: row.id,
    ingredientId: row.ingredientId,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    supplierProductName: row.supplierProductName,
    supplierCode: row.supplierCode,
    price: row.price,
    currency: row.currency,
    unit: row.unit,
    packSize: row.packSize,
    moq: row.moq,
    leadTimeDays: row.leadTimeDays,
    validFrom: row.validFrom,
    validTo: row.validTo,
    preferred: row.preferred,
    costPerOunce: costPerOunceValue === null ? null : toScale(costPerOunceValue, 6),
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A raw material's offers (ADR 061). Exactly one is preferred and drives the spec's unitCost, unit and supplierId;
 * a write that changes what the preferred offer costs recomputes the formulations in its transaction.
 */
export function createOfferService({
  db,
  formulations,
  companyCurrency,
}: {
  db: Db;
  formulations: Formulations;
  companyCurrency: () => Promise<string>;
}) {
  const read = createSupplyRepository(db);

  async function dtos(executor: Executor, ingredientId: string, rows: OfferRow[]) {
    const repo = createSupplyRepository(executor);
    const company = await companyCurrency();
    const rates = await repo.rates([...new Set(rows.map((row) => row.currency))]);
    const density = (await repo.rawMaterialCost(ingredientId))?.density ?? null;
    return rows.map((row) => toOfferDto(row, offerCostPerOunce(row, density, rates, company)));
  }

  async function existing(ingredientId: string) {
    if (!isUuid(ingredientId) || !(await read.rawMaterialCost(ingredientId))) throw notFound('Ingredient');
  }

  async function checkSupplier(executor: Executor, supplierId: string | null) {
    if (supplierId && !(await createSupplyRepository(executor).supplierExists(supplierId)))
      throw badRequest('Supplier not found', { supplierId: ['Supplier not found'] });
  }

  /** Runs a write under the cost-change locks; 404 when the raw material is gone. */
  async function write<T>(ingredientId: string, work: (tx: Executor) => Promise<T>) {
    if (!isUuid(ingredientId)) throw notFound('Ingredient');
    return db.transaction(async (tx) => {
      if (!(await lockForCostChange(tx, formulations, ingredientId))) throw notFound('Ingredient');
      return work(tx);
    });
  }

  const costDeps = async () => ({ formulations, companyCurrency: await companyCurrency() });
  const offerText = (row: { supplierName?: string | null; price: string; currency: string; unit: string }) =>
    `${row.supplierName ?? 'no supplier'} ${row.price} ${row.currency}/${row.unit}`;

  return {
    async list(ingredientId: string) {
      await existing(ingredientId);
      return dtos(db, ingredientId, await read.offers(ingredientId));
    },

    async create(ingredientId: string, input: OfferInput, actor: Actor) {
      return write(ingredientId, async (tx) => {
        const repo = createSupplyRepository(tx);
        await checkSupplier(tx, input.supplierId);
        // The first offer of a raw material is its preferred one, whatever the form said.
        const preferred = input.preferred || (await repo.offers(ingredientId)).length === 0;
        if (preferred) await repo.clearPreferred(ingredientId);
        const row = await repo.insertOffer({ ...offerColumns(input), ingredientId, preferred });
        const { recomputedFormulations } = preferred
          ? await applyPreferredCost(tx, await costDeps(), ingredientId, actor, 'Preferred offer added')
          : { recomputedFormulations: 0 };
        await recordActivity(tx, actor, {
          action: 'ingredient_offer_create',
          entityType: 'ingredient',
          entityId: ingredientId,
          description: `Added an offer (${offerText({ ...row, supplierName: null })})${preferred ? ', preferred' : ''}`,
        });
        await publishEvent(tx, 'ingredients', ingredientId);
        const [dto] = await dtos(tx, ingredientId, [(await repo.offer(ingredientId, row.id))!]);
        return { ...dto!, recomputedFormulations };
      });
    },

    async update(ingredientId: string, offerId: string, input: OfferInput, actor: Actor) {
      if (!isUuid(offerId)) throw notFound('Offer');
      return write(ingredientId, async (tx) => {
        const repo = createSupplyRepository(tx);
        const current = await repo.offer(ingredientId, offerId);
        if (!current) throw notFound('Offer');
        if (input.revision === undefined)
          throw badRequest('Revision is required', { revision: ['Revision is required'] });
        if (current.revision !== input.revision) throw staleRevision();
        if (current.preferred && !input.preferred) {
          const message = 'Make another offer preferred instead: one offer always drives the cost';
          throw badRequest(message, { preferred: [message] });
        }
        await checkSupplier(tx, input.supplierId);
        if (input.preferred && !current.preferred) await repo.clearPreferred(ingredientId, offerId);
        const updated = await repo.updateOffer(offerId, input.revision, {
          ...offerColumns(input),
          preferred: input.preferred,
        });
        if (!updated) throw staleRevision();
        const reason = current.preferred ? 'Preferred offer changed' : 'Offer made preferred';
        const { recomputedFormulations } = input.preferred
          ? await applyPreferredCost(tx, await costDeps(), ingredientId, actor, reason)
          : { recomputedFormulations: 0 };
        await recordActivity(tx, actor, {
          action: 'ingredient_offer_update',
          entityType: 'ingredient',
          entityId: ingredientId,
          description: `Updated an offer (${offerText(current)} → ${updated.price} ${updated.currency}/${updated.unit})${input.preferred ? ', preferred' : ''}`,
        });
        await publishEvent(tx, 'ingredients', ingredientId);
        const [dto] = await dtos(tx, ingredientId, [(await repo.offer(ingredientId, offerId))!]);
        return { ...dto!, recomputedFormulations };
      });
    },

    /** The preferred offer stays: another is made preferred first (409). */
    async remove(ingredientId: string, offerId: string, actor: Actor) {
      if (!isUuid(offerId)) throw notFound('Offer');
      await write(ingredientId, async (tx) => {
        const repo = createSupplyRepository(tx);
        const current = await repo.offer(ingredientId, offerId);
        if (!current) throw notFound('Offer');
        if (current.preferred)
          throw conflict(
            'The preferred offer drives the cost: make another offer preferred before deleting it',
          );
        await repo.deleteOffer(offerId);
        await recordActivity(tx, actor, {
          action: 'ingredient_offer_delete',
          entityType: 'ingredient',
          entityId: ingredientId,
          description: `Deleted an offer (${offerText(current)})`,
        });
        await publishEvent(tx, 'ingredients', ingredientId);
      });
    },

    /** Every offer's cost per ounce beside the preferred one's, and what a switch changes per formulation. */
    async comparison(ingredientId: string) {
      await existing(ingredientId);
      const offers = await dtos(db, ingredientId, await read.offers(ingredientId));
      const preferred = offers.find((offer) => offer.preferred);
      const uses = (await read.uses(ingredientId)).map((use) => ({ ...use, yearlyVolume: null }));
      return {
        companyCurrency: await companyCurrency(),
        offers: offers.map((offer) => {
          const impacts =
            preferred?.costPerOunce != null && offer.costPerOunce !== null
              ? switchImpact(preferred.costPerOunce, offer.costPerOunce, uses)
              : [];
          return {
            offer,
            costPerOunceChange:
              preferred?.costPerOunce != null && offer.costPerOunce !== null
                ? toScale(D(offer.costPerOunce).minus(preferred.costPerOunce), 6)
                : null,
            formulations: impacts.map((impact) => ({
              formulationId: impact.formulationId,
              name: impact.name,
              version: impact.version,
              perUnit: toScale(impact.perUnit, 4),
              perYear: toScale(impact.perYear, 2),
              yearlyVolume: impact.yearlyVolume.toFixed(0),
              assumedVolume: impact.assumedVolume,
            })),
          };
        }),
      };
    },

    async history(ingredientId: string) {
      await existing(ingredientId);
      return (await read.history(ingredientId)).map((row) => ({
        unitCost: row.history.unitCost,
        unit: row.history.unit,
        price: row.history.price,
        currency: row.history.currency,
        supplierId: row.history.supplierId,
        supplierName: row.supplierName,
        reason: row.history.reason,
        changedBy: row.changedByName ?? row.changedByEmail,
        changedAt: row.history.changedAt.toISOString(),
      }));
    },
  };
}
export type OfferService = ReturnType<typeof createOfferService>;
