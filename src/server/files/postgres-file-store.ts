import { Readable } from 'node:stream';
import type pg from 'pg';
import { checkKey, chunksOf, type FileBody, type FileStore, type StoredFile } from './file-store.ts';

/** Bytes per stored chunk: a reader or writer holds one chunk at a time, whatever the file's size. */
export const CHUNK_BYTES = 1024 * 1024;

interface FileRow {
  id: string;
  key: string;
  size: string | number;
  content_type: string;
  chunks: number;
  created_at: Date;
}

const toStoredFile = (row: FileRow): StoredFile => ({
  key: row.key,
  size: Number(row.size),
  contentType: row.content_type,
  createdAt: row.created_at,
});

/**
 * Files in PostgreSQL (ADR 038): `file_store.files` describes each file, `file_store.chunks` holds its bytes in
 * 1 MiB bytea rows. A put writes a new file id in one transaction and replaces the key's old file at commit, so a
 * reader (which reads by file id, chunk by chunk) sees one version whole. The schema is not part of the
 * application's backups (a backup never contains earlier backups, and a restore never deletes them).
 */
export function createPostgresFileStore(pool: pg.Pool): FileStore {
  async function find(key: string): Promise<FileRow | undefined> {
    const result = await pool.query<FileRow>(
      'select id, key, size, content_type, chunks, created_at from file_store.files where key = $1',
      [checkKey(key)],
    );
    return result.rows[0];
  }

  async function* read(row: FileRow) {
    for (let seq = 0; seq < row.chunks; seq++) {
      const result = await pool.query<{ data: Buffer }>(
        'select data from file_store.chunks where file_id = $1 and seq = $2',
        [row.id, seq],
      );
      // The file was replaced or deleted while being read: end with an error rather than a truncated file.
      if (!result.rows[0]) throw new Error(`The file ${row.key} changed while it was read`);
      yield result.rows[0].data;
    }
  }

  return {
    kind: 'postgres',

    async put(key: string, body: FileBody, contentType: string) {
      checkKey(key);
      const client = await pool.connect();
      try {
        await client.query('begin');
        // The new version is written without a key, which it takes at the end (in this same transaction).
        const inserted = await client.query<{ id: string }>(
          'insert into file_store.files (content_type) values ($1) returning id',
          [contentType],
        );
        const fileId = inserted.rows[0]!.id;
        let seq = 0;
        let size = 0;
        let pending: Buffer[] = [];
        let pendingBytes = 0;
        const flush = async (all: boolean) => {
          while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
            const joined = Buffer.concat(pending);
            const data = joined.subarray(0, CHUNK_BYTES);
            const rest = joined.subarray(data.length);
            await client.query('insert into file_store.chunks (file_id, seq, data) values ($1, $2, $3)', [
              fileId,
              seq++,
              data,
            ]);
            pending = rest.length ? [rest] : [];
            pendingBytes = rest.length;
          }
        };
        for await (const chunk of chunksOf(body)) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          size += chunk.length;
          await flush(false);
        }
        await flush(true);
        // The old version's chunks go with its row (on delete cascade); its readers then stop with an error.
        await client.query('delete from file_store.files where key = $1', [key]);
        const written = await client.query<FileRow>(
          `update file_store.files set key = $2, size = $3, chunks = $4, created_at = now() where id = $1
           returning id, key, size, content_type, chunks, created_at`,
          [fileId, key, size, seq],
        );
        await client.query('commit');
        return toStoredFile(written.rows[0]!);
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },

    async get(key: string) {
      const row = await find(key);
      if (!row) return undefined;
      const parts: Buffer[] = [];
      for await (const part of read(row)) parts.push(part);
      return Buffer.concat(parts);
    },

    async stream(key: string) {
      const row = await find(key);
      return row ? { file: toStoredFile(row), body: Readable.from(read(row)) } : undefined;
    },

    async exists(key: string) {
      const row = await find(key);
      return row && toStoredFile(row);
    },

    async delete(key: string) {
      await pool.query('delete from file_store.files where key = $1', [checkKey(key)]);
    },

    async list(prefix: string) {
      const result = await pool.query<FileRow>(
        `select id, key, size, content_type, chunks, created_at from file_store.files
         where starts_with(key, $1) order by created_at desc, key desc`,
        [prefix],
      );
      return result.rows.map(toStoredFile);
    },

    async close() {},
  };
}
