import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { RAW_MATERIAL_UNITS } from '../../../domain/raw-material/constants.ts';
import { users } from './accounts.ts';
import { ingredients, suppliers } from './catalogue.ts';
import { id, list, revision, timestamps, tz } from './columns.ts';

/**
 * Supply (ADR 061): a raw material's offers, the dated exchange rates that turn an offer's price into the
 * company currency, and the history of the cost that the preferred offer drives.
 */
export const ingredientOffers = pgTable(
  'ingredient_offers',
  {
    id: id(),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    supplierProductName: text('supplier_product_name'),
    supplierCode: text('supplier_code'),
    // Per purchase unit, in the offer's own currency.
    price: numeric('price', { precision: 18, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    unit: text('unit').notNull(),
    packSize: numeric('pack_size', { precision: 14, scale: 4 }),
    moq: numeric('moq', { precision: 14, scale: 4 }),
    leadTimeDays: integer('lead_time_days'),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    preferred: boolean('preferred').notNull().default(false),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('ingredient_offers_price_positive', sql`${t.price} > 0`),
    check('ingredient_offers_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('ingredient_offers_unit_valid', sql`${t.unit} in (${list(RAW_MATERIAL_UNITS)})`),
    check(
      'ingredient_offers_validity',
      sql`${t.validTo} is null or ${t.validFrom} is null or ${t.validFrom} <= ${t.validTo}`,
    ),
    index('ingredient_offers_ingredient_idx').on(t.ingredientId),
    index('ingredient_offers_supplier_idx').on(t.supplierId),
    // At most one preferred offer per raw material: the one the spec's unitCost, unit and supplierId show.
    uniqueIndex('ingredient_offers_one_preferred').on(t.ingredientId).where(sql`${t.preferred}`),
  ],
);

/** Units of the company currency for one unit of `currency`, from `validFrom` until the next rate. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
    check('exchange_rates_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    uniqueIndex('exchange_rates_currency_day').on(t.currency, t.validFrom),
  ],
);

/** Every change of a raw material's cost (the spec's unitCost in the company currency), who made it and why. */
export const ingredientPriceHistory = pgTable(
  'ingredient_price_history',
  {
    id: id(),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    unitCost: numeric('unit_cost', { precision: 18, scale: 6 }).notNull(),
    unit: text('unit').notNull(),
    // The preferred offer's own price and currency at the time.
    price: numeric('price', { precision: 18, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: tz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('ingredient_price_history_ingredient_idx').on(t.ingredientId, t.changedAt)],
);
