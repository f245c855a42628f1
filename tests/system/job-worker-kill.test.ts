import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

import { webhookDeliveries } from '../../src/server/db/schema.ts';
import { createFormulation, createRawMaterial } from '../support/factories.ts';
import { type ServerProcess, startWorkerProcess, TEST_SECRETS_KEY } from '../support/server-process.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A job survives the SIGKILL of its worker (ADR 039): a worker process takes a webhook delivery and is killed
 * while the receiver holds the request; a second worker sees the first one's heartbeat stop, releases the job and
 * sends the delivery again (at least once, same delivery id), and it is delivered.
 */
let t: TestApp;
const workers: ServerProcess[] = [];
const received: { delivery: string; at: number }[] = [];
let holdFirst = true;
let releaseHeld: () => void = () => undefined;
let receiver: http.Server;
let receiverUrl = '';

beforeAll(async () => {
  // The web app only: the jobs run in the worker processes this test starts and kills.
  // The workers' key: they open the webhook secret this app seals (ADR 031).
  t = await buildTestApp({
    env: { FORMULARY_ROLE: 'web', WEBHOOK_ALLOW_PRIVATE: 'true', SECRETS_KEY: TEST_SECRETS_KEY },
  });
  receiver = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push({ delivery: String(request.headers['x-formulary-delivery']), at: Date.now() });
      if (holdFirst) {
        holdFirst = false;
        // Held until the test ends: its worker is killed meanwhile.
        releaseHeld = () => response.destroy();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  releaseHeld();
  for (const worker of workers) {
    worker.child.kill('SIGKILL');
    await worker.exited;
  }
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await t.close();
});

const workerEnv = () => ({
  DATABASE_URL: t.database.url,
  WEBHOOK_ALLOW_PRIVATE: 'true',
  JOB_SCHEDULE: 'false',
  // Beats every half second: a worker silent for 1.5 s is taken for dead.
  JOB_HEARTBEAT_SECONDS: '0.5',
});

describe('a job whose worker is killed', () => {
  it('is run again by another worker and completes', async () => {
    const admin = await t.signInAs('admin');
    const endpoint = await t.call({
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: {
        url: receiverUrl,
        events: ['formulation.created'],
        secret: 'whsec_killed_worker_test_secret',
      },
      cookie: admin,
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);

    const first = await startWorkerProcess(workerEnv());
    workers.push(first);
    // A change with a webhook: its delivery job is taken by the first worker, whose POST the receiver holds.
    const editor = await t.signInAs('editor');
    const water = await createRawMaterial(t, editor);
    await createFormulation(t, editor, [water.id]);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 30_000, interval: 50 });
    const [delivery] = await t.database.db.select().from(webhookDeliveries);
    expect(delivery?.status).toBe('pending');
    const locked = await t.database.pool.query(
      `select locked_by from graphile_worker.jobs where task_identifier = 'webhook_delivery'`,
    );
    expect(locked.rows[0]?.locked_by).toBeTruthy();

    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startWorkerProcess(workerEnv());
    workers.push(second);
    await vi.waitFor(
      async () => {
        const [row] = await t.database.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.id, delivery!.id));
        expect(row?.status).toBe('delivered');
      },
      { timeout: 30_000, interval: 100 },
    );
    // Sent twice (at least once): the killed worker's attempt and the second worker's, as one delivery.
    expect(received.map((entry) => entry.delivery)).toEqual([delivery!.id, delivery!.id]);
    expect(second.output()).toMatch(/Released the jobs of stopped worker\(s\)/);
    // The queue lets go of the job just after its handler returns, so the row leaves a moment after "delivered".
    await vi.waitFor(
      async () => {
        const left = await t.database.pool.query(`select count(*)::int as n from graphile_worker.jobs`);
        expect(left.rows[0].n).toBe(0);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
