import { Readable } from 'node:stream';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { FileBody, FileStore, StoredFile } from '../../files/index.ts';
import { documentFileLines, restoreDocumentFiles } from './document-files.ts';

const MiB = 1024 * 1024;
const describeFile = (key: string, size: number): StoredFile => ({
  key,
  size,
  contentType: 'application/pdf',
  createdAt: new Date('2026-11-28T00:00:00Z'),
});

/** A store holding these files, whose bodies come in pieces of `piece` bytes (as an S3 body does). */
function storeOf(held: Record<string, Buffer>, piece: number) {
  const put: Record<string, Buffer> = {};
  const store = {
    kind: 's3',
    exists: async (key: string) => (held[key] ? describeFile(key, held[key].length) : undefined),
    stream: async (key: string) => {
      const bytes = held[key];
      if (!bytes) return undefined;
      const pieces = [];
      for (let at = 0; at < bytes.length; at += piece) pieces.push(bytes.subarray(at, at + piece));
      return { file: describeFile(key, bytes.length), body: Readable.from(pieces) };
    },
    put: async (key: string, body: FileBody) => {
      const parts: Buffer[] = [];
      for await (const part of body as AsyncIterable<Buffer>) parts.push(part);
      put[key] = Buffer.concat(parts);
      return describeFile(key, put[key].length);
    },
  } as unknown as FileStore;
  return { store, put };
}

const clientNaming = (keys: string[]) =>
  ({ query: async () => ({ rows: keys.map((key) => ({ key })) }) }) as unknown as pg.PoolClient;

async function linesOf(generator: AsyncGenerator<string>) {
  let text = '';
  for await (const line of generator) text += line;
  return text.trim().split('\n');
}

describe('the files section of a backup', () => {
  // 2.5 MiB arriving in pieces of 100,000 bytes: two whole chunks of 1 MiB and a last one of 0.5 MiB.
  const bytes = Buffer.from(Array.from({ length: 2.5 * MiB }, (_, i) => (i * 31) % 256));

  it('writes each named file in chunks of 1 MiB, and names the files the store lacks', async () => {
    const { store } = storeOf({ 'documents/a.pdf': bytes }, 100_000);
    const written = { files: 0, missing: [] as string[] };
    const client = clientNaming(['documents/a.pdf', 'documents/lost.pdf']);
    const lines = await linesOf(documentFileLines(client, store, written));
    expect(JSON.parse(lines[0]!)).toEqual({ files: 1 });
    expect(JSON.parse(lines[1]!)).toEqual({
      file: 'documents/a.pdf',
      contentType: 'application/pdf',
      size: 2.5 * MiB,
      chunks: 3,
    });
    const chunks = lines.slice(2).map((line) => Buffer.from(JSON.parse(line).chunk, 'base64'));
    expect(chunks.map((chunk) => chunk.length)).toEqual([MiB, MiB, 0.5 * MiB]);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(written).toEqual({ files: 1, missing: ['documents/lost.pdf'] });
  });

  it('restores the same bytes under the same key, and refuses a key outside documents/', async () => {
    const source = storeOf({ 'documents/a.pdf': bytes }, 300_000);
    const lines = await linesOf(
      documentFileLines(clientNaming(['documents/a.pdf']), source.store, { files: 0, missing: [] }),
    );
    const target = storeOf({}, MiB);
    const reader = (entries: string[]) => {
      let at = 0;
      return async () => JSON.parse(entries[at++]!) as unknown;
    };
    const damaged = () => new Error('damaged');
    expect(await restoreDocumentFiles(reader(lines), target.store, damaged)).toBe(1);
    expect(target.put['documents/a.pdf']?.equals(bytes)).toBe(true);

    const elsewhere = [lines[0]!, JSON.stringify({ ...JSON.parse(lines[1]!), file: 'backups/x.jsonl.gz' })];
    await expect(restoreDocumentFiles(reader(elsewhere), target.store, damaged)).rejects.toThrow('damaged');
  });
});
