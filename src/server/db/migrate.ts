import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations as runQueueMigrations } from 'graphile-worker';
import type pg from 'pg';
import type { SecretBox } from '../secrets/secret-box.ts';
import { runDataMigrations } from './data-migrations.ts';
import * as schema from './schema.ts';
import { resealWithCurrentKey } from './sealed-secrets.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const quietLogger = new Logger(() => () => undefined);

// Any constant shared by every instance: several servers booting at once on one database migrate one at a time.
const MIGRATION_LOCK = 4_242_001;

/**
 * The SQL migrations, then the data migrations, one instance at a time. One connection holds a session-level
 * advisory lock across both: drizzle's migrator opens and commits a transaction of its own, which inside ours
 * would have ended ours, and a transaction-level lock with it, before the data migrations ran (two instances
 * started together then both ran them).
 */
export async function runMigrations(
  pool: pg.Pool,
  secrets: SecretBox,
  log: (message: string) => void = () => undefined,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const locked = drizzle(client, { schema });
    await migrate(locked, { migrationsFolder: MIGRATIONS_DIR });
    // The job queue's own schema (graphile_worker, ADR 039), before anything can enqueue a job.
    await runQueueMigrations({ pgPool: pool, logger: quietLogger });
    await locked.transaction((tx) => runDataMigrations(tx, { secrets }));
    // A rotated key (ADR 031): what the previous keys sealed is sealed again with the current one.
    const rotation = await locked.transaction((tx) => resealWithCurrentKey(tx, secrets));
    if (rotation.resealed)
      log(`Sealed ${rotation.resealed} stored secret(s) again with the current SECRETS_KEY`);
    if (rotation.unreadable) {
      log(
        `${rotation.unreadable} stored secret(s) open with no configured key: add the key that sealed them to SECRETS_PREVIOUS_KEYS, or reset them`,
      );
    }
  } finally {
    // A failed unlock (the connection lost) releases the lock anyway: the session ends with it.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
