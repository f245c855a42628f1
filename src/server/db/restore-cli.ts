import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { RestoreError, restoreBackup } from './backup/index.ts';
import { connect } from './client.ts';
import { DataDirInUseError, EmbeddedUnavailableError, startEmbedded } from './embedded.ts';
import { runMigrations } from './migrate.ts';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

/**
 * `npm run restore -- FILE [--force]`: restores a backup (DATA_DIR/backups/formulary-….jsonl.gz) into the
 * configured database: DATABASE_URL, or the embedded server in DATA_DIR (the app must be stopped). The schema
 * is migrated first; a database in use is refused unless --force, which replaces its data. One transaction.
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
  if (!fs.existsSync(file)) {
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
    await runMigrations(database.pool);
    say(`Restoring ${path.basename(file)}${force ? ' (replacing the current data)' : ''}…`);
    const result = await restoreBackup(database.pool, file, { force });
    const rows = Object.values(result.tables).reduce((sum, n) => sum + n, 0);
    say(
      `Restored ${rows} rows in ${Object.keys(result.tables).length} tables from the backup of ${result.createdAt}.`,
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
