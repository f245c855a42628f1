import { sql } from 'drizzle-orm';
import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The columns and CHECK helpers every table module of the schema shares. */

/** `'a','b'` for a CHECK ... IN (...) built from the domain's value lists. */
export function list(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

export const id = () => uuid('id').primaryKey().defaultRandom();
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const timestamps = {
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
};
/** Optimistic concurrency: every update sends the revision it read (docs/product-rules.md, "Records"). */
export const revision = () => integer('revision').notNull().default(1);
