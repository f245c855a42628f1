import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

import { createSupplier } from '../support/factories.ts';
import { type S3Server, startS3Server } from '../support/s3-server.ts';
import {
  httpSignIn,
  type ServerProcess,
  startServer,
  startWorkerProcess,
} from '../support/server-process.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Files every instance can read (ADR 038), as compose runs them (ADR 039): two web instances and one worker on one
 * PostgreSQL, each with its own DATA_DIR. An export asked for on A is made by the worker and downloads through B;
 * a backup taken on A downloads through B. Once with the files in PostgreSQL, once in S3-compatible storage.
 */
let t: TestApp;
let s3: S3Server;
const started: ServerProcess[] = [];
beforeAll(async () => {
  t = await buildTestApp({ env: { FORMULARY_ROLE: 'web' } });
  const admin = await t.signInAs('admin', 'files-admin@test.example.com');
  await createSupplier(t, admin, { name: 'Shared Files Ltd' });
  s3 = await startS3Server('formulary-two-instances');
});
// Each case's processes stop with it: a worker of the other store must not take the next case's jobs.
afterEach(async () => {
  for (const process of started.splice(0)) {
    process.child.kill('SIGTERM');
    await process.exited;
  }
});
afterAll(async () => {
  await s3?.stop();
  await t.close();
});

async function instances(env: Record<string, string>) {
  const shared = { DATABASE_URL: t.database.url, SEED: 'none', ...env };
  const a = await startServer({ ...shared, FORMULARY_ROLE: 'web' });
  const b = await startServer({ ...shared, FORMULARY_ROLE: 'web' });
  const worker = await startWorkerProcess(shared);
  started.push(a, b, worker);
  return { a, b };
}

async function bytes(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe.each([
  ['PostgreSQL', () => ({})],
  ['S3-compatible storage', () => s3.env],
])('files in %s', (_where, env) => {
  it('downloads through instance B an export asked for on A and made by the worker, and a backup taken on A', async () => {
    const { a, b } = await instances(env());
    const cookieA = await httpSignIn(a.url, 'files-admin@test.example.com', TEST_PASSWORD);
    const cookieB = await httpSignIn(b.url, 'files-admin@test.example.com', TEST_PASSWORD);

    const asked = await fetch(`${a.url}/api/exports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url, cookie: cookieA },
      body: JSON.stringify({ templates: ['suppliers'], format: 'xlsx', dateRange: 'all_time' }),
    });
    expect(asked.status).toBe(201);
    const [queued] = (await asked.json()) as { id: string; status: string }[];
    expect(queued!.status).toBe('pending');
    let downloadUrl = '';
    await vi.waitFor(
      async () => {
        const list = (await (
          await fetch(`${b.url}/api/exports`, { headers: { cookie: cookieB } })
        ).json()) as {
          id: string;
          status: string;
          downloadUrl: string;
        }[];
        const record = list.find((entry) => entry.id === queued!.id);
        expect(record?.status).toBe('completed');
        downloadUrl = record!.downloadUrl;
      },
      { timeout: 30_000, interval: 200 },
    );
    const fromB = await bytes(await fetch(`${b.url}${downloadUrl}`, { headers: { cookie: cookieB } }));
    const fromA = await bytes(await fetch(`${a.url}${downloadUrl}`, { headers: { cookie: cookieA } }));
    expect(fromB.subarray(0, 2).toString()).toBe('PK'); // an xlsx is a zip
    expect(fromB.equals(fromA)).toBe(true);

    const backup = await fetch(`${a.url}/api/admin/backups`, {
      method: 'POST',
      headers: { origin: a.url, cookie: cookieA },
    });
    expect(backup.status).toBe(201);
    const { fileName, sizeBytes } = (await backup.json()) as { fileName: string; sizeBytes: number };
    const listedOnB = (await (
      await fetch(`${b.url}/api/admin/backups`, { headers: { cookie: cookieB } })
    ).json()) as { fileName: string }[];
    expect(listedOnB.map((entry) => entry.fileName)).toContain(fileName);
    const gzip = await bytes(
      // A download confirms the administrator's password (ADR 031).
      await fetch(`${b.url}/api/admin/backups/${fileName}/download`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: b.url, cookie: cookieB },
        body: JSON.stringify({ currentPassword: TEST_PASSWORD }),
      }),
    );
    expect(gzip.length).toBe(sizeBytes);
    expect([gzip[0], gzip[1]]).toEqual([0x1f, 0x8b]);
  });
});
