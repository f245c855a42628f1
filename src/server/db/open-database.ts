import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { createSecretBox } from '../secrets/secret-box.ts';
import { connect, type Database } from './client.ts';
import { startEmbedded } from './embedded.ts';
import { runMigrations } from './migrate.ts';
import { seedIfEmpty } from './seed/index.ts';
import { readServerSettings, serverSettingWarnings } from './server-settings.ts';

export interface OpenedDatabase extends Database {
  /** Stops the pool and, for the embedded server, PostgreSQL itself. */
  shutdown(): Promise<void>;
  seeded: boolean;
}

/**
 * DATABASE_URL when given, otherwise the embedded server in DATA_DIR; then migrations, a warning for each server
 * setting that would slow the app down over time (server-settings.ts), base rows and (on an empty database,
 * SEED=demo) the demo data.
 */
export async function openDatabase(config: Config, log: (message: string) => void): Promise<OpenedDatabase> {
  let url = config.databaseUrl;
  let stopServer = async () => {};
  if (!url) {
    const server = await startEmbedded(config.dataDir, log);
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
  const database = connect(url);
  try {
    await runMigrations(database.pool, createSecretBox(config.secrets.current, config.secrets.previous), log);
    for (const warning of serverSettingWarnings(await readServerSettings(database.pool)))
      log(`Warning: ${warning}`);
    const seeded = await seedIfEmpty(database.db, config.seed);
    return {
      ...database,
      seeded,
      async shutdown() {
        await database.close().catch(() => undefined);
        await stopServer();
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    await stopServer();
    throw error;
  }
}
