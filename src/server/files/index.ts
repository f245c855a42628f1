import type pg from 'pg';
import type { Config } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { createPostgresFileStore } from './postgres-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

export type { FileBody, FileStore, StoredFile } from './file-store.ts';
export { DOCUMENTS_PREFIX } from './file-store.ts';

/** The file store this installation uses (ADR 038): S3-compatible storage when configured, else PostgreSQL. */
export function createFileStore(config: Pick<Config, 's3'>, pool: pg.Pool): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createPostgresFileStore(pool);
}
