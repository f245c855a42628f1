import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import type { FileStore } from '../../files/index.ts';
import { documentFileLines } from './document-files.ts';
import { type BackupFile, backupFileName, backupKey, backupTime, listBackups } from './files.ts';
import { appliedMigrations, orderedTables, quoteIdent, tableColumns } from './tables.ts';

/**
 * The backup file (gzip, one JSON document per line):
 *   {"format":"formulary-backup","version":1,"createdAt":…,"migrations":[…],"tables":[…]}
 *   then per table, in foreign-key order: {"table":"users","columns":[…],"rows":N} and N row lines
 *   (each row as PostgreSQL's to_jsonb, so numerics and timestamps keep every digit)
 *   then the uploaded documents' files (document-files.ts; version 2 on)
 *   {"end":true}
 * All tables are read in one REPEATABLE READ snapshot, so the file is consistent across tables.
 */
export const BACKUP_FORMAT = 'formulary-backup';
export const BACKUP_VERSION = 2;
const PAGE_ROWS = 5000;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  migrations: { hash: string; createdAt: number }[];
  tables: string[];
}

export interface TableSection {
  table: string;
  columns: string[];
  rows: number;
}

async function* backupLines(
  client: pg.PoolClient,
  files: FileStore,
  createdAt: Date,
  counts: Map<string, number>,
  documents: { files: number; missing: string[] },
) {
  const tables = await orderedTables(client);
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: createdAt.toISOString(),
    migrations: await appliedMigrations(client),
    tables,
  };
  yield `${JSON.stringify(header)}\n`;
  for (const table of tables) {
    const columns = await tableColumns(client, table);
    const count = await client.query<{ n: number }>(`select count(*)::int as n from ${quoteIdent(table)}`);
    const rows = count.rows[0]!.n;
    counts.set(table, rows);
    const section: TableSection = { table, columns, rows };
    yield `${JSON.stringify(section)}\n`;
    const list = columns.map(quoteIdent).join(', ');
    await client.query(
      `declare backup_rows no scroll cursor for
       select to_jsonb(r)::text as j from (select ${list} from ${quoteIdent(table)}) r`,
    );
    for (;;) {
      const page = await client.query<{ j: string }>(`fetch ${PAGE_ROWS} from backup_rows`);
      if (page.rows.length === 0) break;
      yield `${page.rows.map((row) => row.j).join('\n')}\n`;
    }
    await client.query('close backup_rows');
  }
  yield* documentFileLines(client, files, documents);
  yield `${JSON.stringify({ end: true })}\n`;
}

/**
 * A new file name for a backup taken now: one per second, -N after that, N above any backup of that second still
 * stored, so a name is never given twice even after older ones were pruned.
 */
async function freeName(files: FileStore, at: Date): Promise<string> {
  const base = backupFileName(at).replace(/\.jsonl\.gz$/, '');
  const taken = (await listBackups(files))
    .map((file) => file.fileName)
    .filter((name) => name.startsWith(base))
    .map((name) => {
      const suffix = /^-(\d+)\.jsonl\.gz$/.exec(name.slice(base.length));
      return suffix ? Number(suffix[1]) : 0;
    });
  return backupFileName(at, taken.length ? Math.max(...taken) + 1 : 0);
}

/**
 * Writes a compressed logical backup of every table into the file store (ADR 038), streamed: neither the rows nor
 * the compressed file are ever held whole in memory. It appears in the store only once complete.
 */
export async function writeBackup(
  pool: pg.Pool,
  files: FileStore,
): Promise<BackupFile & { tables: Record<string, number>; files: number; missingFiles: string[] }> {
  const createdAt = new Date();
  const fileName = await freeName(files, createdAt);
  const counts = new Map<string, number>();
  const documents = { files: 0, missing: [] as string[] };
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const gzip = createGzip();
    // A failed read destroys the gzip stream, which fails the put; a failed put stops the read.
    const feeding = pipeline(Readable.from(backupLines(client, files, createdAt, counts, documents)), gzip);
    const [stored] = await Promise.all([
      files.put(backupKey(fileName), gzip, 'application/gzip').catch((error: unknown) => {
        gzip.destroy(error as Error);
        throw error;
      }),
      feeding,
    ]);
    await client.query('commit');
    // The time its name says, to the second, as every listing gives it.
    const named = backupTime(fileName) ?? createdAt;
    return {
      fileName,
      sizeBytes: stored.size,
      createdAt: named,
      tables: Object.fromEntries(counts),
      files: documents.files,
      missingFiles: documents.missing,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

// Any constant: one backup at a time across every instance sharing the database.
const BACKUP_LOCK = 4_242_020;

/**
 * Runs `work` while holding the backup lock (a session advisory lock on its own connection); returns
 * undefined without running it when another backup holds the lock.
 */
export async function withBackupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T | undefined> {
  const client = await pool.connect();
  try {
    const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      BACKUP_LOCK,
    ]);
    if (!result.rows[0]?.locked) return undefined;
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}
