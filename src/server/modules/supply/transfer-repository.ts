import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exchangeRates, ingredientOffers, ingredients, suppliers } from '../../db/schema.ts';

/** What the offer and rate spreadsheets read (ADR 061, ADR 062): every offer with its names, names to ids. */
export function createTransferRepository(db: Executor) {
  return {
    /** Every offer with its raw material's and supplier's names, by raw material, preferred first. */
    allOffers() {
      return db
        .select({
          ingredientName: ingredients.name,
          supplierName: suppliers.name,
          supplierProductName: ingredientOffers.supplierProductName,
          supplierCode: ingredientOffers.supplierCode,
          price: ingredientOffers.price,
          currency: ingredientOffers.currency,
          unit: ingredientOffers.unit,
          packSize: ingredientOffers.packSize,
          moq: ingredientOffers.moq,
          leadTimeDays: ingredientOffers.leadTimeDays,
          validFrom: ingredientOffers.validFrom,
          validTo: ingredientOffers.validTo,
          preferred: ingredientOffers.preferred,
        })
        .from(ingredientOffers)
        .innerJoin(ingredients, eq(ingredients.id, ingredientOffers.ingredientId))
        .leftJoin(suppliers, eq(suppliers.id, ingredientOffers.supplierId))
        .orderBy(
          asc(ingredients.name),
          asc(ingredients.id),
          desc(ingredientOffers.preferred),
          asc(ingredientOffers.createdAt),
        );
    },

    allRates() {
      return db
        .select({
          currency: exchangeRates.currency,
          rate: exchangeRates.rate,
          validFrom: exchangeRates.validFrom,
        })
        .from(exchangeRates)
        .orderBy(asc(exchangeRates.currency), desc(exchangeRates.validFrom));
    },

    /** Raw materials by name, any case: a name two of them share comes back twice. */
    rawMaterialsNamed(names: string[]) {
      if (names.length === 0) return Promise.resolve([]);
      return db
        .select({ id: ingredients.id, key: sql<string>`lower(${ingredients.name})` })
        .from(ingredients)
        .where(inArray(sql`lower(${ingredients.name})`, names));
    },

    rawMaterialsWithIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select({ id: ingredients.id }).from(ingredients).where(inArray(ingredients.id, ids));
    },

    suppliersNamed(names: string[]) {
      if (names.length === 0) return Promise.resolve([]);
      return db
        .select({ id: suppliers.id, key: sql<string>`lower(${suppliers.name})` })
        .from(suppliers)
        .where(inArray(sql`lower(${suppliers.name})`, names));
    },
  };
}
