import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

import { httpSignIn, type ServerProcess, startServer } from '../support/server-process.ts';
import { openStream } from '../support/sse-client.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * docs/product-rules.md, "Live updates, jobs and scale-out": two server processes on one PostgreSQL share the live feed through LISTEN/NOTIFY; a change made
 * through one arrives on the other's stream, and the other's read caches drop what it changed (ADR 007).
 */
let t: TestApp;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  await t.createUser('procurement_specialist', 'two@test.example.com');
  for (let i = 0; i < 2; i++) servers.push(await startServer({ DATABASE_URL: t.database.url, SEED: 'none' }));
});
afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await t.close();
});

describe('live events across instances', () => {
  it('delivers a change made on instance A to a stream on instance B', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const cookieA = await httpSignIn(a.url, 'two@test.example.com', TEST_PASSWORD);
    const cookieB = await httpSignIn(b.url, 'two@test.example.com', TEST_PASSWORD);
    const stream = openStream(`${b.url}/api/events`, { cookie: cookieB });
    await stream.ready;
    const response = await fetch(`${a.url}/api/suppliers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url, cookie: cookieA },
      body: JSON.stringify({ name: 'Made On A' }),
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const frame = await stream.waitFor((f) => f.data.type === 'suppliers' && f.data.id === id);
    expect(frame.id).toBeGreaterThan(0);
    stream.close();
  });

  it('shows a change made on instance A in a cached read on instance B, and ends a session everywhere', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const cookieA = await httpSignIn(a.url, 'two@test.example.com', TEST_PASSWORD);
    const cookieB = await httpSignIn(b.url, 'two@test.example.com', TEST_PASSWORD);
    const read = async () =>
      (await (await fetch(`${b.url}/api/suppliers?sort=name`, { headers: { cookie: cookieB } })).json()) as {
        name: string;
      }[];
    const before = await read();
    expect(await read()).toEqual(before); // now served from B's memory
    const created = await fetch(`${a.url}/api/suppliers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url, cookie: cookieA },
      body: JSON.stringify({ name: 'Cached On B' }),
    });
    expect(created.status).toBe(201);
    // The notification takes a moment to cross; B must not keep serving what it had.
    await vi.waitFor(async () => expect((await read()).map((s) => s.name)).toContain('Cached On B'), {
      timeout: 5000,
      interval: 20,
    });

    // Signing out on A ends the session on B too, though B had it in memory.
    const sameSession = cookieA;
    expect((await fetch(`${b.url}/api/suppliers`, { headers: { cookie: sameSession } })).status).toBe(200);
    await fetch(`${a.url}/api/logout`, { headers: { cookie: sameSession }, redirect: 'manual' });
    await vi.waitFor(
      async () =>
        expect((await fetch(`${b.url}/api/suppliers`, { headers: { cookie: sameSession } })).status).toBe(
          401,
        ),
      { timeout: 5000, interval: 20 },
    );
  });
});
