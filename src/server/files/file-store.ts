import type { Readable } from 'node:stream';

/** A stored file's description: what a download needs before the first byte. */
export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
  createdAt: Date;
}

/** What put() accepts: the bytes at once, or a stream read once (never held whole in memory). */
export type FileBody = Buffer | Readable | AsyncIterable<Uint8Array>;

/**
 * Where files live that every instance must read (exports, backups, later documents and generated PDFs): in
 * PostgreSQL by default, in S3-compatible object storage when it is configured (ADR 038). Keys are paths such as
 * `exports/<id>.xlsx`; a put under an existing key replaces it whole, and a reader sees the old file or the new
 * one, never a mix.
 */
export interface FileStore {
  readonly kind: 'postgres' | 's3';
  put(key: string, body: FileBody, contentType: string): Promise<StoredFile>;
  /** The whole file in memory: for small files only; large ones go through stream(). */
  get(key: string): Promise<Buffer | undefined>;
  stream(key: string): Promise<{ file: StoredFile; body: Readable } | undefined>;
  /** The file's description when it exists. */
  exists(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
  /** The files whose key starts with the prefix, newest first. */
  list(prefix: string): Promise<StoredFile[]>;
  close(): Promise<void>;
}

/** The folder of the uploaded documents' files (`documents/<id>.<ext>`): data a backup carries (ADR 038). */
export const DOCUMENTS_PREFIX = 'documents/';

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys are made by the server from ids and fixed folders; anything else is a programming error. */
export function checkKey(key: string): string {
  if (key.length > 300 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
  return key;
}

/** The bytes of a body as chunks, whatever form it came in. */
export async function* chunksOf(body: FileBody): AsyncIterable<Buffer> {
  if (Buffer.isBuffer(body)) {
    yield body;
    return;
  }
  for await (const chunk of body) yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
}
