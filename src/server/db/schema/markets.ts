import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { MARKET_CODES } from '../../../domain/market/constants.ts';
import { list, revision, timestamps } from './columns.ts';

/**
 * The markets products are placed on (ADR 058), master data seeded by the migration: a rule belongs to one, a
 * formulation targets some. A market may follow another's library (the UK the EU's) with its own rules as
 * exceptions; its label names perfume its own way ("Fragrance" in the US).
 */
export const markets = pgTable(
  'markets',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    follows: text('follows'),
    fragranceLabel: text('fragrance_label').notNull().default('Parfum'),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('markets_code_valid', sql`${t.code} in (${list(MARKET_CODES)})`),
    check('markets_follows_valid', sql`${t.follows} is null or ${t.follows} in (${list(MARKET_CODES)})`),
    check('markets_follows_other', sql`${t.follows} is null or ${t.follows} <> ${t.code}`),
  ],
);
