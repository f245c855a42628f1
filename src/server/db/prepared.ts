import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * A statement PostgreSQL parses and plans once per connection (a named prepared statement), its text
 * built once from `sql` with `sql.placeholder(name)` for every value: a hot write spends neither Drizzle's
 * building nor PostgreSQL's parsing and planning on each call. Named by a hash of its text, so two texts never
 * share a name.
 */
export function preparedStatement(build: () => SQL) {
  let compiled: { name: string; text: string; params: unknown[] } | undefined;
  return async function run<R extends Record<string, unknown>>(
    db: Db,
    values: Record<string, unknown>,
  ): Promise<R[]> {
    if (!compiled) {
      const { sql: text, params } = dialect.sqlToQuery(build());
      const name = `p_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      compiled = { name, text, params };
    }
    const { name, text, params } = compiled;
    const result = await db.$client.query<R>({ name, text, values: fillPlaceholders(params, values) });
    return result.rows;
  };
}
