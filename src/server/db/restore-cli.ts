import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { createFileStore } from '../files/index.ts';
import { createSecretBox } from '../secrets/secret-box.ts';
import { BACKUP_FILE_PATTERN } from './backup/files.ts';
import { backupKey, RestoreError, restoreBackup } from './backup/index.ts';
import { connect } from './client.ts';
import { DataDirInUseError, EmbeddedUnavailableError, startEmbedded } from './embedded.ts';
import { runMigrations } from './migrate.ts';

const USAGE = 'Usage: npm run restore -- <backup file, or the name of a kept backup> [--force]';

/**
 * `npm run restore -- FILE [--force]`: restores a backup into the configured database: DATABASE_URL, or the
 * embedded server in DATA_DIR (the app must be stopped). FILE is a downloaded backup on disk, or the name of a
 * backup kept in the file store (`formulary-….jsonl.gz`, ADR 038: the database's own or S3's). The schema is
 * migrated first; a database in use is refused unless --force, which replaces its data. One transaction.
 */
async function main(argv: string[]): Promise<number> {
  const say = (message: string) => process.stdout.write(`[formulary] ${message}\n`);
  const force = argv.includes('--force');
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const unknownFlags = argv.filter((arg) => arg.startsWith('--') && arg !== '--force');
  if (files.length !== 1 || unknownFlags.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const file = path.resolve(files[0]!);
  const kept = !fs.existsSync(file) && BACKUP_FILE_PATTERN.test(files[0]!) ? files[0]! : undefined;
  if (!fs.existsSync(file) && !kept) {
    process.stderr.write(`[formulary] No such file: ${file}\n`);
    return 1;
  }
  const config = loadConfig();
  let url = config.databaseUrl;
  let stopServer = async () => {};
  if (!url) {
    const server = await startEmbedded(config.dataDir, say);
    stopServer = server.stop;
    const admin = connect(server.url, 1);
    try {
      const exists = await admin.db.execute(sql`select 1 from pg_database where datname = 'formulary'`);
      if (exists.rowCount === 0) await admin.db.execute(sql`create database formulary`);
    } finally {
      await admin.close();
    }
    url = server.url.replace(/\/postgres$/, '/formulary');
  }
  const database = connect(url, 2);
  try {
    const secrets = createSecretBox(config.secrets.current, config.secrets.previous);
    await runMigrations(database.pool, secrets, say);
    const store = createFileStore(config, database.pool);
    const stored = kept ? await store.stream(backupKey(kept)) : undefined;
    if (kept && !stored) {
      await store.close();
      process.stderr.write(`[formulary] No such file, and no kept backup named ${kept}\n`);
      return 1;
    }
    say(`Restoring ${kept ?? path.basename(file)}${force ? ' (replacing the current data)' : ''}…`);
    const result = await restoreBackup(database.pool, stored?.body ?? file, { force, files: store }).finally(
      () => store.close(),
    );
    // A backup older than some data migrations (its data_migrations rows say which) gets them now: secrets stored in
    // the clear are sealed before the app reads them (ADR 031).
    await runMigrations(database.pool, secrets, say);
    const rows = Object.values(result.tables).reduce((sum, n) => sum + n, 0);
    say(
      `Restored ${rows} rows in ${Object.keys(result.tables).length} tables${result.files ? ` and ${result.files} document file${result.files === 1 ? '' : 's'}` : ''} from the backup of ${result.createdAt}.`,
    );
    return 0;
  } finally {
    await database.close().catch(() => undefined);
    await stopServer();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof RestoreError ||
      error instanceof ConfigError ||
      error instanceof DataDirInUseError ||
      error instanceof EmbeddedUnavailableError
    ) {
      process.stderr.write(`[formulary] ${error.message}\n`);
    } else {
      process.stderr.write(`[formulary] Restore failed: ${(error as Error)?.stack ?? error}\n`);
    }
    process.exit(1);
  },
);
