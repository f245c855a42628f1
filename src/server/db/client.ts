import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isRetryableTransactionError } from '../safe-error.ts';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: repositories take either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

// NUMERIC stays a string (exact decimals); BIGINT counts come back as numbers (they stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

/**
 * Every session runs with PostgreSQL's JIT compiler off (ADR 042). The app's statements are short; a save
 * grouped with others (ADR 025) is estimated above `jit_above_cost` and, on a server built with LLVM (most
 * packaged ones, such as Debian's), spent 100-150 ms compiling itself for a few milliseconds of work. The
 * embedded server has no JIT, so this makes an external server behave the same. A URL's own `options`
 * parameter replaces this (pg gives the URL precedence); PGOPTIONS is kept.
 */
export const SESSION_OPTIONS = [process.env.PGOPTIONS, '-c jit=off'].filter(Boolean).join(' ');

export function connect(url: string, max = 20): Database {
  const pool = new pg.Pool({
    connectionString: url,
    options: SESSION_OPTIONS,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that loses its server (PostgreSQL restarted) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // A checked-out client that loses its server fails its query; the error event must not crash the process
  // (graphile-worker, which shares this pool for its migrations, checks that this handler exists).
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  db.transaction = withRetry(db.transaction.bind(db));
  return { db, pool, url, close: () => pool.end() };
}

export const TRANSACTION_ATTEMPTS = 4;

/**
 * Every transaction runs again when PostgreSQL aborts it as a deadlock victim or a serialization failure, up to
 * four attempts with a short random pause: the other transaction has then finished and this one goes through,
 * instead of reaching the user as an error. Transactions hold no network call (STYLE 11), so a rerun is safe.
 */
export function withRetry<A extends unknown[], R>(run: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await run(...args);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  };
}
