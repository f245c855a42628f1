import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveLocalFiles } from '../../src/server/files/import-local.ts';
import type { FileStore } from '../../src/server/files/index.ts';
import { CHUNK_BYTES, createPostgresFileStore } from '../../src/server/files/postgres-file-store.ts';
import { createS3FileStore } from '../../src/server/files/s3-file-store.ts';
import { type S3Server, startS3Server } from '../support/s3-server.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let s3: S3Server;
const stores: Record<string, FileStore> = {};
beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startS3Server();
  stores.postgres = createPostgresFileStore(database.pool);
  stores.s3 = createS3FileStore(s3.config);
});
afterAll(async () => {
  for (const store of Object.values(stores)) await store.close();
  await s3?.stop();
  await database?.drop();
});

/** A stream of `total` bytes in uneven pieces, as a render or a gzip would hand them over. */
function pieces(bytes: Buffer, size = 300_001) {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    })(),
  );
}

async function readAll(body: Readable) {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

describe.each(['postgres', 's3'])('the %s file store', (kind) => {
  const store = () => stores[kind]!;

  it('keeps a small file with its size and content type, and deletes it', async () => {
    const put = await store().put('exports/small.csv', Buffer.from('a,b\n1,2\n'), 'text/csv');
    expect(put).toMatchObject({ key: 'exports/small.csv', size: 8, contentType: 'text/csv' });
    expect((await store().get('exports/small.csv'))?.toString()).toBe('a,b\n1,2\n');
    expect(await store().exists('exports/small.csv')).toMatchObject({ size: 8, contentType: 'text/csv' });
    await store().delete('exports/small.csv');
    expect(await store().exists('exports/small.csv')).toBeUndefined();
    expect(await store().get('exports/small.csv')).toBeUndefined();
    expect(await store().stream('exports/small.csv')).toBeUndefined();
  });

  it('streams a file of several chunks in and out byte for byte', async () => {
    // 3.5 chunks of the PostgreSQL store; over the S3 store's 8 MiB part it is one part (moto keeps up).
    const bytes = randomBytes(Math.floor(CHUNK_BYTES * 3.5));
    const put = await store().put('backups/large.jsonl.gz', pieces(bytes), 'application/gzip');
    expect(put.size).toBe(bytes.length);
    const opened = await store().stream('backups/large.jsonl.gz');
    expect(opened?.file).toMatchObject({ size: bytes.length, contentType: 'application/gzip' });
    expect((await readAll(opened!.body)).equals(bytes)).toBe(true);
  });

  it('replaces a file under the same key whole', async () => {
    await store().put('exports/again.txt', Buffer.from('first version'), 'text/plain');
    await store().put('exports/again.txt', Buffer.from('second'), 'text/plain');
    expect((await store().get('exports/again.txt'))?.toString()).toBe('second');
    expect((await store().exists('exports/again.txt'))?.size).toBe(6);
  });

  it('lists the files under a prefix, newest first', async () => {
    await store().put('listed/a.txt', Buffer.from('a'), 'text/plain');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // S3 times are to the second
    await store().put('listed/b.txt', Buffer.from('bb'), 'text/plain');
    const listed = await store().list('listed/');
    expect(listed.map((file) => [file.key, file.size])).toEqual([
      ['listed/b.txt', 2],
      ['listed/a.txt', 1],
    ]);
  });

  it('refuses a key that could leave its folder', async () => {
    await expect(store().put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Invalid file key',
    );
    await expect(store().get('exports/../../x')).rejects.toThrow('Invalid file key');
  });
});

describe('the PostgreSQL file store', () => {
  it('writes nothing when the body fails half way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(CHUNK_BYTES + 10);
        throw new Error('the render failed');
      })(),
    );
    await expect(stores.postgres!.put('exports/broken.csv', failing, 'text/csv')).rejects.toThrow(
      'the render failed',
    );
    expect(await stores.postgres!.exists('exports/broken.csv')).toBeUndefined();
    const chunks = await database.pool.query(
      'select count(*)::int as n from file_store.chunks c where not exists (select 1 from file_store.files f where f.id = c.file_id and f.key is not null)',
    );
    expect(chunks.rows[0].n).toBe(0);
  });
});

describe('files an earlier version kept in DATA_DIR', () => {
  it('move into the file store once, with their types, and leave the disk', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-old-files-'));
    try {
      const exportId = randomUUID();
      fs.mkdirSync(path.join(dataDir, 'exports'));
      fs.mkdirSync(path.join(dataDir, 'backups'));
      fs.writeFileSync(path.join(dataDir, 'exports', `${exportId}.csv`), 'Name\nAcme\n');
      const backup = randomBytes(3000);
      fs.writeFileSync(path.join(dataDir, 'backups', 'formulary-20260101-020304.jsonl.gz'), backup);
      fs.writeFileSync(path.join(dataDir, 'backups', 'notes.txt'), 'not a backup');
      const logged: string[] = [];
      const store = stores.postgres!;
      expect(await moveLocalFiles(dataDir, store, (line) => logged.push(line))).toBe(2);
      expect(await store.exists(`exports/${exportId}.csv`)).toMatchObject({
        size: 10,
        contentType: 'text/csv; charset=utf-8',
      });
      expect((await store.get('backups/formulary-20260101-020304.jsonl.gz'))?.equals(backup)).toBe(true);
      expect(fs.readdirSync(path.join(dataDir, 'backups'))).toEqual(['notes.txt']);
      expect(fs.readdirSync(path.join(dataDir, 'exports'))).toEqual([]);
      expect(logged).toEqual([`Moved 2 export and backup file(s) from ${dataDir} into the file store`]);
      expect(await moveLocalFiles(dataDir, store, () => undefined)).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
