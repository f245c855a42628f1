import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

import { httpSignIn, type ServerProcess, startServer } from '../support/server-process.ts';
import { openStream } from '../support/sse-client.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * DESIGN §7: two server processes on one PostgreSQL share the live feed through LISTEN/NOTIFY; a change made
 * through one arrives on the other's stream.
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
});
