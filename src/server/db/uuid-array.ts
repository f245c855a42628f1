import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Ids as one uuid[] parameter, whatever their number: a re-check or a recompute reaches thousands of
 * formulations, and one parameter each (`in ($1, $2, ...)`) costs both sides more to send, bind and plan.
 */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/** `column = any(ids)` with the ids as one uuid[] parameter (uuidArray). */
export function anyUuid(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${uuidArray(ids)})`;
}
