import { createReadStream } from 'node:fs';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import type { FileStore } from '../../files/index.ts';
import { restoreDocumentFiles } from './document-files.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type TableSection } from './dump.ts';
import { appliedMigrations, orderedTables, quoteIdent, tableColumns } from './tables.ts';

export class RestoreError extends Error {}

const DAMAGED = 'The backup file is damaged.';
// Version 1 files (before the documents' files were in backups) restore their tables as they always did.
const RESTORABLE_VERSIONS = new Set([1, BACKUP_VERSION]);

/** Rows are inserted this many at a time (or fewer when their text is large). */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;
// Every installation has these rows from its first boot (settings, theme templates, the data migrations it ran, the
// markets its migration seeds, the Web Push keys made at first start): they do not make it "in use".
const BASE_TABLES = new Set(['system_settings', 'themes', 'data_migrations', 'markets', 'vapid_keys']);

export interface RestoreResult {
  tables: Record<string, number>;
  /** The uploaded documents' files written back to the file store. */
  files: number;
  createdAt: string;
}

/** Whether the database holds anything beyond the rows every installation starts with. */
async function holdsData(client: pg.PoolClient, tables: string[]): Promise<boolean> {
  for (const table of tables) {
    if (BASE_TABLES.has(table)) continue;
    const result = await client.query(`select 1 from ${quoteIdent(table)} limit 1`);
    if ((result.rowCount ?? 0) > 0) return true;
  }
  return false;
}

async function insertBatch(client: pg.PoolClient, table: string, columns: string[], rows: string[]) {
  if (rows.length === 0) return;
  const list = columns.map(quoteIdent).join(', ');
  // PostgreSQL converts each JSON field to its column's type itself: numerics, timestamps, arrays, jsonb.
  await client.query(
    `insert into ${quoteIdent(table)} (${list})
     select ${list} from jsonb_populate_recordset(null::${quoteIdent(table)}, $1::jsonb)`,
    [`[${rows.join(',')}]`],
  );
}

/** Serial columns continue after the restored ids. */
async function resetSequences(client: pg.PoolClient) {
  const serials = await client.query<{ table_name: string; column_name: string; seq: string }>(
    `select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
     from information_schema.columns
     where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const { table_name: table, column_name: column, seq } of serials.rows) {
    await client.query(
      `select setval($1, coalesce(max(${quoteIdent(column)}), 1), max(${quoteIdent(column)}) is not null)
       from ${quoteIdent(table)}`,
      [seq],
    );
  }
}

/**
 * Restores a backup into a migrated database in one transaction: checks the migration state, refuses a
 * database in use unless `force` (which empties it first), inserts every table in foreign-key order and
 * checks each table's row count. Any failure leaves the database as it was.
 */
export async function restoreBackup(
  pool: pg.Pool,
  file: string | Readable,
  options: { force?: boolean; files?: FileStore } = {},
): Promise<RestoreResult> {
  // A path on disk, or a stream (a backup read from the file store).
  const source = typeof file === 'string' ? createReadStream(file) : file;
  const gunzip = createGunzip();
  source.on('error', (error: Error) => gunzip.destroy(error));
  const input = source.pipe(gunzip);
  const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const { value, done } = await iterator.next();
    if (done) throw new RestoreError('The backup file is incomplete.');
    return value;
  };
  // A line that is not JSON: the file was cut or altered.
  const nextEntry = async (): Promise<unknown> => {
    const line = await next();
    try {
      return JSON.parse(line);
    } catch {
      throw new RestoreError(DAMAGED);
    }
  };

  const client = await pool.connect();
  try {
    let header: BackupHeader;
    try {
      header = JSON.parse(await next());
    } catch (error) {
      if (error instanceof RestoreError) throw error;
      throw new RestoreError('This is not a Formulary backup file.');
    }
    if (header.format !== BACKUP_FORMAT || !RESTORABLE_VERSIONS.has(header.version)) {
      throw new RestoreError('This is not a Formulary backup file (or it comes from an unknown version).');
    }
    await client.query('begin');
    // Insert triggers that derive rows (a raw material's first offer, ADR 061) leave them to the backup's own.
    await client.query("set local formulary.restoring = 'on'");
    const applied = new Set((await appliedMigrations(client)).map((m) => m.hash));
    const missing = header.migrations.filter((m) => !applied.has(m.hash));
    if (missing.length > 0) {
      throw new RestoreError(
        `The backup was taken by a newer version of Formulary (${missing.length} migration(s) this database lacks). Upgrade first.`,
      );
    }
    const older = header.migrations.length < applied.size;
    const tables = await orderedTables(client);
    const unknown = header.tables.filter((table) => !tables.includes(table));
    if (unknown.length > 0) throw new RestoreError(`The database has no table ${unknown.join(', ')}.`);
    if (!options.force && (await holdsData(client, tables))) {
      throw new RestoreError(
        'The database is not empty. Restore into an empty database, or pass --force to replace its data.',
      );
    }
    await client.query(`truncate table ${tables.map(quoteIdent).join(', ')} restart identity cascade`);

    const restored: Record<string, number> = {};
    for (let i = 0; i < header.tables.length; i++) {
      const section = (await nextEntry()) as TableSection;
      if (section.table !== header.tables[i]) throw new RestoreError(DAMAGED);
      const known = new Set(await tableColumns(client, section.table));
      const extra = section.columns.filter((column) => !known.has(column));
      // A backup older than the database holds the columns its later migrations dropped (regulatory_rules'
      // region, ADR 058): their values are left behind, as the migration left them. From the same version an
      // unknown column means the file is not what it claims.
      if (extra.length > 0 && !older) {
        throw new RestoreError(`The table ${section.table} has no column ${extra.join(', ')}.`);
      }
      const columns = section.columns.filter((column) => known.has(column));
      let batch: string[] = [];
      let chars = 0;
      for (let row = 0; row < section.rows; row++) {
        const line = await next();
        batch.push(line);
        chars += line.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
          await insertBatch(client, section.table, columns, batch);
          batch = [];
          chars = 0;
        }
      }
      await insertBatch(client, section.table, columns, batch);
      restored[section.table] = section.rows;
    }
    // Written before the commit: if the commit fails, the files are orphans under fresh keys, never rows without
    // their files.
    const files =
      header.version >= 2
        ? await restoreDocumentFiles(
            nextEntry,
            options.files,
            (detail) => new RestoreError(detail ?? DAMAGED),
          )
        : 0;
    const end = (await nextEntry()) as { end?: boolean };
    if (!end.end) throw new RestoreError(DAMAGED);
    await resetSequences(client);
    await client.query('commit');
    return { tables: restored, files, createdAt: header.createdAt };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
    lines.close();
    input.destroy();
    source.destroy();
  }
}
