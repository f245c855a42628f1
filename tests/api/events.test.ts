import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../support/sse-client.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

describe('GET /api/events', () => {
  it('answers 401 signed out', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
  });

  it('streams a change made through the API and replays it after Last-Event-ID', async () => {
    const cookie = await t.signInAs('procurement_specialist', 'stream@test.example.com');
    const stream = openStream(`${base}/api/events`, { cookie });
    const response = await stream.ready;
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const created = await t.call({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: 'Streamed Supplier' },
      cookie,
    });
    expect(created.statusCode).toBe(201);
    const frame = await stream.waitFor((f) => f.data.type === 'suppliers' && f.data.id === created.json().id);
    stream.close();

    const again = openStream(`${base}/api/events`, { cookie, 'last-event-id': String(frame.id - 1) });
    await again.ready;
    const replayed = await again.waitFor((f) => f.id === frame.id);
    expect(replayed.data).toEqual(frame.data);
    again.close();
  });

  it("keeps a user's own events to that user", async () => {
    const alice = await t.signInAs('editor', 'alice-stream@test.example.com');
    const bob = await t.signInAs('editor', 'bob-stream@test.example.com');
    const bobStream = openStream(`${base}/api/events`, { cookie: bob });
    await bobStream.ready;
    const [row] = await t.database.db
      .execute<{ id: string }>(
        // An event addressed to alice only (e.g. her export finished), then a public one as a marker.
        (await import('drizzle-orm'))
          .sql`insert into events (type, entity_id, user_id) select 'exports', 'x', id from users where email = 'alice-stream@test.example.com' returning id`,
      )
      .then((r) => r.rows);
    await t.database.db.execute(sql`select pg_notify('formulary_events', ${String(row!.id)})`);
    const marker = await t.call({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: 'Marker' },
      cookie: alice,
    });
    await bobStream.waitFor((f) => f.data.id === marker.json().id);
    expect(bobStream.frames.some((f) => f.data.type === 'exports')).toBe(false);
    bobStream.close();
  });
});
