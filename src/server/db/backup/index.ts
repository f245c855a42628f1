import type pg from 'pg';
import type { Db } from '../client.ts';

export { withBackupLock, writeBackup } from './dump.ts';
export { type BackupFile, backupKey, listBackups, pruneBackups } from './files.ts';
export { RestoreError, type RestoreResult, restoreBackup } from './restore.ts';
export { tableChecksums } from './tables.ts';

/** The pg pool behind a Drizzle handle (drizzle's node-postgres driver keeps it as $client). */
export function poolOf(db: Db): pg.Pool {
  return (db as Db & { $client: pg.Pool }).$client;
}
