import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_SESSION } from '../../src/server/modules/events/service.ts';
import { supplierPayload } from '../support/factories.ts';
import { openStream } from '../support/sse-client.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/** The live feed as an attacker reads it (docs/product-rules.md, "Sign-in and permissions"): only what the user may read; gone with the session. */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

describe('event stream access', () => {
  it('keeps ideation sessions and user changes with their owner and administrators', async () => {
    const alice = await t.createUser('editor', 'alice-ev@test.example.com');
    const aliceCookie = await t.signInAs('editor', 'alice-ev@test.example.com');
    const viewer = await t.signInAs('viewer', 'viewer-ev@test.example.com');
    const colleague = await t.signInAs('editor', 'bob-ev@test.example.com');
    const admin = await t.signInAs('admin', 'admin-ev@test.example.com');
    const streams = Object.fromEntries(
      Object.entries({ alice: aliceCookie, viewer, colleague, admin }).map(([name, cookie]) => [
        name,
        openStream(`${base}/api/events`, { cookie }),
      ]),
    );
    await Promise.all(Object.values(streams).map((stream) => stream.ready));
    // Alice's AI session and a change to Alice's account, then a shared change everyone may read as a marker.
    await t.database.db.execute(
      sql`insert into events (type, entity_id, owner_id) values ('ideation', 'session-1', ${alice.id}), ('users', ${alice.id}, ${alice.id})`,
    );
    const marker = await t.call({
      method: 'POST',
      url: '/api/suppliers',
      payload: supplierPayload(),
      cookie: admin,
    });
    const markerId = marker.json().id;
    for (const stream of Object.values(streams)) await stream.waitFor((frame) => frame.data.id === markerId);
    const types = (name: string) =>
      streams[name]!.frames.map((frame) => `${frame.data.type}:${frame.data.id}`);
    expect(types('alice')).toEqual(expect.arrayContaining(['ideation:session-1', `users:${alice.id}`]));
    expect(types('admin')).toEqual(expect.arrayContaining(['ideation:session-1', `users:${alice.id}`]));
    for (const other of ['viewer', 'colleague']) {
      expect(types(other)).not.toContain('ideation:session-1');
      expect(types(other)).not.toContain(`users:${alice.id}`);
      expect(types(other)).toContain(`suppliers:${markerId}`);
    }
    for (const stream of Object.values(streams)) stream.close();
  });

  it('ends a session’s streams when the session ends', async () => {
    const cookie = await t.signInAs('viewer', 'leaving@test.example.com');
    const stream = openStream(`${base}/api/events`, { cookie });
    await stream.ready;
    const out = await fetch(`${base}/api/logout`, {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    });
    expect(out.status).toBe(302);
    await stream.ended;
  });

  it(`allows at most ${MAX_STREAMS_PER_SESSION} streams per session`, async () => {
    const cookie = await t.signInAs('viewer', 'tabs@test.example.com');
    const open = Array.from({ length: MAX_STREAMS_PER_SESSION }, () =>
      openStream(`${base}/api/events`, { cookie }),
    );
    await Promise.all(open.map((stream) => stream.ready));
    const sixth = await fetch(`${base}/api/events`, { headers: { cookie } });
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).message).toMatch(/Too many live-update streams/);
    open[0]!.close();
    await open[0]!.ended;
    // The slot is free again once a stream closes.
    await expect
      .poll(async () => {
        const next = openStream(`${base}/api/events`, { cookie });
        const ok = await next.ready.then(() => true).catch(() => false);
        next.close();
        return ok;
      })
      .toBe(true);
    for (const stream of open) stream.close();
  });
});
