import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  exchangeRates,
  formulationIngredients,
  formulations,
  ingredientOffers,
  ingredientPriceHistory,
  ingredients,
  suppliers,
  users,
} from '../../db/schema.ts';

export type OfferRow = typeof ingredientOffers.$inferSelect & { supplierName: string | null };
export type OfferInsert = typeof ingredientOffers.$inferInsert;
export type HistoryInsert = typeof ingredientPriceHistory.$inferInsert;

/** Offers, exchange rates and price history (ADR 061, ADR 062); also the raw material's cost columns they drive. */
export function createSupplyRepository(db: Executor) {
  const offerColumns = { offer: ingredientOffers, supplierName: suppliers.name };
  const flatten = (row: { offer: typeof ingredientOffers.$inferSelect; supplierName: string | null }) => ({
    ...row.offer,
    supplierName: row.supplierName,
  });

  return {
    async offers(ingredientId: string): Promise<OfferRow[]> {
      const rows = await db
        .select(offerColumns)
        .from(ingredientOffers)
        .leftJoin(suppliers, eq(suppliers.id, ingredientOffers.supplierId))
        .where(eq(ingredientOffers.ingredientId, ingredientId))
        .orderBy(desc(ingredientOffers.preferred), asc(ingredientOffers.createdAt), asc(ingredientOffers.id));
      return rows.map(flatten);
    },

    async offer(ingredientId: string, offerId: string): Promise<OfferRow | undefined> {
      const [row] = await db
        .select(offerColumns)
        .from(ingredientOffers)
        .leftJoin(suppliers, eq(suppliers.id, ingredientOffers.supplierId))
        .where(and(eq(ingredientOffers.ingredientId, ingredientId), eq(ingredientOffers.id, offerId)));
      return row && flatten(row);
    },

    async preferredOffer(ingredientId: string) {
      const [row] = await db
        .select()
        .from(ingredientOffers)
        .where(and(eq(ingredientOffers.ingredientId, ingredientId), eq(ingredientOffers.preferred, true)));
      return row;
    },

    async insertOffer(values: OfferInsert) {
      const [row] = await db.insert(ingredientOffers).values(values).returning();
      return row!;
    },

    async updateOffer(id: string, revision: number, values: Partial<OfferInsert>) {
      const [row] = await db
        .update(ingredientOffers)
        .set({ ...values, revision: sql`${ingredientOffers.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(ingredientOffers.id, id), eq(ingredientOffers.revision, revision)))
        .returning();
      return row;
    },

    /** The preferred offer kept in step with the raw material form (its revision moves on like any edit). */
    async setPreferredValues(ingredientId: string, values: Partial<OfferInsert>) {
      const [row] = await db
        .update(ingredientOffers)
        .set({ ...values, revision: sql`${ingredientOffers.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(ingredientOffers.ingredientId, ingredientId), eq(ingredientOffers.preferred, true)))
        .returning();
      return row;
    },

    /** No offer of the raw material is preferred but `except` (done before another becomes the preferred one). */
    async clearPreferred(ingredientId: string, except?: string) {
      await db
        .update(ingredientOffers)
        .set({ preferred: false, revision: sql`${ingredientOffers.revision} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(ingredientOffers.ingredientId, ingredientId),
            eq(ingredientOffers.preferred, true),
            except ? ne(ingredientOffers.id, except) : undefined,
          ),
        );
    },

    async deleteOffer(id: string) {
      await db.delete(ingredientOffers).where(eq(ingredientOffers.id, id));
    },

    /** The raw material's name and cost columns, locked: the caller has locked its formulations first. */
    async lockRawMaterial(id: string) {
      const [row] = await db
        .select({
          id: ingredients.id,
          name: ingredients.name,
          unitCost: ingredients.unitCost,
          unit: ingredients.unit,
          supplierId: ingredients.supplierId,
          density: ingredients.density,
        })
        .from(ingredients)
        .where(eq(ingredients.id, id))
        .for('update');
      return row;
    },

    async rawMaterialCost(id: string) {
      const [row] = await db
        .select({ unitCost: ingredients.unitCost, unit: ingredients.unit, density: ingredients.density })
        .from(ingredients)
        .where(eq(ingredients.id, id));
      return row;
    },

    /** The spec's unitCost, unit and supplierId set from the preferred offer; the revision moves on. */
    async setRawMaterialCost(
      id: string,
      values: { unitCost: string; unit: string; supplierId: string | null },
    ) {
      await db
        .update(ingredients)
        .set({ ...values, revision: sql`${ingredients.revision} + 1`, updatedAt: new Date() })
        .where(eq(ingredients.id, id));
    },

    async supplierExists(id: string) {
      const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id));
      return Boolean(row);
    },

    async rates(currencies?: string[]) {
      return db
        .select()
        .from(exchangeRates)
        .where(currencies ? inArray(exchangeRates.currency, currencies) : undefined)
        .orderBy(asc(exchangeRates.currency), desc(exchangeRates.validFrom));
    },

    /** A new rate; null when the currency already has one from that day (409). */
    async insertRate(values: typeof exchangeRates.$inferInsert) {
      const [row] = await db.insert(exchangeRates).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The currencies with a rate from this day: the day it arrives, their costs convert at it. */
    async currenciesWithRateFrom(day: string) {
      const rows = await db
        .selectDistinct({ currency: exchangeRates.currency })
        .from(exchangeRates)
        .where(eq(exchangeRates.validFrom, day));
      return rows.map((row) => row.currency);
    },

    /** Raw materials whose preferred offer is in this currency (a new rate reprices them). */
    async rawMaterialsPreferring(currency: string) {
      const rows = await db
        .select({ id: ingredientOffers.ingredientId })
        .from(ingredientOffers)
        .where(and(eq(ingredientOffers.currency, currency), eq(ingredientOffers.preferred, true)))
        .orderBy(asc(ingredientOffers.ingredientId));
      return rows.map((row) => row.id);
    },

    async insertHistory(values: HistoryInsert) {
      await db.insert(ingredientPriceHistory).values(values);
    },

    async history(ingredientId: string) {
      return db
        .select({
          history: ingredientPriceHistory,
          supplierName: suppliers.name,
          changedByName: sql<
            string | null
          >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
          changedByEmail: users.email,
        })
        .from(ingredientPriceHistory)
        .leftJoin(suppliers, eq(suppliers.id, ingredientPriceHistory.supplierId))
        .leftJoin(users, eq(users.id, ingredientPriceHistory.changedBy))
        .where(eq(ingredientPriceHistory.ingredientId, ingredientId))
        .orderBy(asc(ingredientPriceHistory.changedAt), asc(ingredientPriceHistory.id));
    },

    /** Each formulation using the raw material: its ounces of it, its recipe's ounces and its unit size. */
    async uses(ingredientId: string) {
      return db
        .select({
          formulationId: formulations.id,
          name: formulations.name,
          version: formulations.version,
          unitSize: formulations.unitSize,
          ounces: sql<string>`sum(${formulationIngredients.ounces}) filter (where ${formulationIngredients.ingredientId} = ${ingredientId})`,
          recipeOunces: sql<string>`sum(${formulationIngredients.ounces})`,
        })
        .from(formulations)
        .innerJoin(formulationIngredients, eq(formulationIngredients.formulationId, formulations.id))
        .where(
          sql`${formulations.id} in (select formulation_id from formulation_ingredients where ingredient_id = ${ingredientId})`,
        )
        .groupBy(formulations.id)
        .orderBy(asc(formulations.name), asc(formulations.version));
    },
  };
}
export type SupplyRepository = ReturnType<typeof createSupplyRepository>;
