import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../src/server/db/client.ts';
import { type EmbeddedServer, startEmbedded } from '../../src/server/db/embedded.ts';
import { readServerSettings, serverSettingWarnings } from '../../src/server/db/server-settings.ts';

/**
 * The settings the managed PostgreSQL runs with (docs/product-rules.md, "Records", ADR 026): new WAL segments are not zero-filled
 * (that write stalled every commit in flight), and nothing about durability is given up for it.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-settings-'));
let server: EmbeddedServer;
let database: Database;

beforeAll(async () => {
  server = await startEmbedded(dataDir, () => undefined);
  database = connect(server.url, 1);
}, 180_000);

afterAll(async () => {
  await database?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function setting(name: string) {
  const { rows } = await database.pool.query<{ value: string }>('select current_setting($1) as value', [
    name,
  ]);
  return rows[0]!.value;
}

describe('embedded PostgreSQL settings', () => {
  it('creates WAL segments without writing them full of zeros first', async () => {
    expect(await setting('wal_init_zero')).toBe('off');
  });

  it('still flushes every commit to disk before acknowledging it', async () => {
    expect(await setting('fsync')).toBe('on');
    expect(await setting('synchronous_commit')).toBe('on');
    expect(await setting('full_page_writes')).toBe('on');
  });

  it('reclaims replaced rows (autovacuum and the counts it works from), so the start-up warnings say nothing', async () => {
    const settings = await readServerSettings(database.pool);
    expect(settings).toEqual({ autovacuum: 'on', track_counts: 'on' });
    expect(serverSettingWarnings(settings)).toEqual([]);
  });
});
