import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommitFeed, type CommittedEvent } from '../../src/server/db/commit-feed.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The commit feed (ADR 022): what committed reaches every instance, in whatever order the writing transactions
 * committed, with no NOTIFY inside a write.
 */
let t: TestApp;
const feeds: CommitFeed[] = [];
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  for (const feed of feeds) await feed.stop();
  await t.close();
});

async function instance() {
  const feed = new CommitFeed(t.database.db, t.database.url, () => undefined);
  feeds.push(feed);
  await feed.start();
  const events: CommittedEvent[] = [];
  const tables: string[] = [];
  feed.on('event', (event: CommittedEvent) => events.push(event));
  feed.on('tables', (written: string[]) => tables.push(...written));
  return { feed, events, tables };
}

const insertEvent = (entityId: string) =>
  sql`insert into events (type, entity_id) values ('suppliers', ${entityId}) returning id`;

describe('commit feed', () => {
  it('delivers an event whose transaction commits after a later id, which reading past the last id would skip', async () => {
    const { feed, events } = await instance();
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      const early = await client.query<{ id: string }>(
        "insert into events (type, entity_id) values ('suppliers', 'early') returning id",
      );
      const [late] = (await t.database.db.execute<{ id: string }>(insertEvent('late'))).rows;
      expect(Number(late!.id)).toBeGreaterThan(Number(early.rows[0]!.id));
      // The open transaction holds the horizon: the later id waits for it rather than passing it (polls keep
      // running every 250 ms meanwhile).
      feed.written();
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(events.map((event) => event.entityId)).not.toContain('late');
      await client.query('commit');
    } finally {
      client.release();
    }
    await feed.sync();
    expect(events.map((event) => event.entityId)).toEqual(['early', 'late']);
  });

  it('tells another instance what one wrote: the tables and the events, once', async () => {
    const writer = await instance();
    const reader = await instance();
    await t.database.db.execute(sql`insert into suppliers (name) values ('Commit feed supplier')`);
    await t.database.db.execute(insertEvent('announced'));
    writer.feed.written();
    await reader.feed.sync();
    await writer.feed.sync();
    for (const side of [writer, reader]) {
      expect(side.tables).toContain('suppliers');
      expect(side.events.filter((event) => event.entityId === 'announced')).toHaveLength(1);
    }
  });

  it('leaves nothing to announce for a rolled back write', async () => {
    const { feed, events, tables } = await instance();
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into suppliers (name) values ('Rolled back supplier')`);
        await tx.execute(insertEvent('rolled back'));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await feed.sync();
    expect(events.map((event) => event.entityId)).not.toContain('rolled back');
    expect(tables).not.toContain('suppliers');
  });

  it('sends no NOTIFY from a save: the write path takes no commit-time notify lock', async () => {
    const { rows } = await t.database.db.execute<{ calls: string }>(sql`
      select count(*)::text as calls from pg_proc p where p.proname = 'formulary_notify_change'
        and p.prosrc like '%pg_notify%'`);
    expect(rows[0]!.calls).toBe('0');
  });
});
