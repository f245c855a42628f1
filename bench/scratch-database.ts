import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { connect } from '../src/server/db/client.ts';

export interface ScratchDatabase {
  url: string;
  /** The server's version, e.g. "15.20". */
  version: string;
  drop(): Promise<void>;
}

/** The same server URL pointing at another database. */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The version of the PostgreSQL server at `url`, e.g. "15.20". */
export async function serverVersion(url: string): Promise<string> {
  const database = connect(url, 1);
  try {
    const { rows } = await database.pool.query<{ version: string }>(
      "select split_part(current_setting('server_version'), ' ', 1) as version",
    );
    return rows[0]!.version;
  } finally {
    await database.close();
  }
}

/**
 * A new, empty database on the server of `serverUrl` (DATABASE_URL), for one part of the bench: the bench
 * writes thousands of formulations and its own tables, so it never runs in the user's database, whatever that
 * holds. Needs the CREATEDB right; dropped afterwards, connections and all.
 */
export async function createScratchDatabase(serverUrl: string, purpose: string): Promise<ScratchDatabase> {
  const name = `formulary_bench_${purpose}_${randomBytes(4).toString('hex')}`;
  const version = await serverVersion(serverUrl);
  const admin = connect(serverUrl, 1);
  try {
    await admin.db.execute(sql.raw(`create database ${name}`));
  } catch (error) {
    const reason = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new Error(
      `The bench creates its own databases on DATABASE_URL's server; its user needs CREATEDB (${reason})`,
    );
  } finally {
    await admin.close();
  }
  return {
    url: withDatabase(serverUrl, name),
    version,
    async drop() {
      const again = connect(serverUrl, 1);
      try {
        await again.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      } finally {
        await again.close();
      }
    },
  };
}
