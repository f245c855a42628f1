import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { connect, type Database } from '../../src/server/db/client.ts';
import { withDatabase } from './database-url.ts';

export interface TestDatabase extends Database {
  name: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file, cloned from a migrated template (`CREATE DATABASE … TEMPLATE`). */
export async function createTestDatabase(kind: 'base' | 'demo' = 'base'): Promise<TestDatabase> {
  const serverUrl = inject('testServerUrl');
  const template = inject('templates')[kind];
  const run = template.split('_').at(-1);
  const name = `t_${run}_${randomBytes(5).toString('hex')}`;
  const admin = connect(serverUrl, 1);
  try {
    await admin.db.execute(sql.raw(`create database ${name} template ${template}`));
  } finally {
    await admin.close();
  }
  const database = connect(withDatabase(serverUrl, name), 10);
  return {
    ...database,
    name,
    async drop() {
      await database.close().catch(() => undefined);
      const again = connect(serverUrl, 1);
      try {
        await again.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      } finally {
        await again.close();
      }
    },
  };
}
