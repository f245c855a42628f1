import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ROUTE_JS_BUDGET_KB, routeBundleSizes } from '../../scripts/route-bundle-sizes.ts';
import { connect } from '../../src/server/db/client.ts';
import { withDatabase } from '../support/database-url.ts';
import { httpSignIn, type ServerProcess, startServer } from '../support/server-process.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

/**
 * The release steps of docs/product-rules.md, "Release" without a container engine (ADR 017), as the Dockerfile runs them: the build
 * script into a folder of its own, `npm ci --omit=dev` there beside it, then two instances of that artifact
 * started together in production on one fresh PostgreSQL database. Sign in on one, write, read on the other.
 */
const ADMIN = { email: 'release-admin@example.com', password: 'Release!2345' };
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-release-'));
const database = `release_${randomBytes(5).toString('hex')}`;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build.mjs', '--out', path.join(folder, 'dist')], {
    stdio: 'pipe',
  });
  for (const file of ['package.json', 'package-lock.json', 'scripts/start.mjs']) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.copyFileSync(file, path.join(folder, file));
  }
  // From the npm cache first (warm after the checkout's own npm ci), the registry only for what it lacks.
  execFileSync(
    'npm',
    ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    {
      cwd: folder,
      stdio: 'pipe',
    },
  );

  const admin = connect(inject('testServerUrl'), 1);
  try {
    await admin.db.execute(sql.raw(`create database ${database}`));
  } finally {
    await admin.close();
  }
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: withDatabase(inject('testServerUrl'), database),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DATA_DIR: path.join(folder, 'data'),
    // The system PostgreSQL may run other tests' servers: only this test's instances matter here.
    SIGN_IN_RATE_LIMIT: '1000',
  };
  // Started together: the migrations and base rows of the empty database run under advisory locks.
  const started = await Promise.allSettled([
    startServer(env, 120_000, { args: ['dist/server/main.js'], cwd: folder }),
    startServer(env, 120_000, { args: ['scripts/start.mjs'], cwd: folder }),
  ]);
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
});

afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  const admin = connect(inject('testServerUrl'), 1);
  try {
    await admin.db.execute(sql.raw(`drop database if exists ${database} with (force)`));
  } finally {
    await admin.close();
  }
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the release artifact', () => {
  it('holds compiled JavaScript and no development tool', () => {
    expect(fs.existsSync(path.join(folder, 'dist/server/main.js'))).toBe(true);
    expect(fs.existsSync(path.join(folder, 'dist/server/upload-worker.js'))).toBe(true);
    expect(fs.existsSync(path.join(folder, 'dist/server/migrations/meta/_journal.json'))).toBe(true);
    expect(fs.existsSync(path.join(folder, 'dist/web/index.html'))).toBe(true);
    for (const tool of ['tsx', 'vite', 'typescript', 'esbuild', 'vitest'])
      expect(fs.existsSync(path.join(folder, 'node_modules', tool)), tool).toBe(false);
  });

  it('serves two instances on one database: signed in on one, a write there is read on the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    for (const server of [a, b]) {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    }
    const cookie = await httpSignIn(a.url, ADMIN.email, ADMIN.password);
    const created = await fetch(`${a.url}/api/suppliers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url, cookie },
      body: JSON.stringify({ name: 'Released Supplier' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const read = await fetch(`${b.url}/api/suppliers/${id}`, { headers: { cookie } });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id, name: 'Released Supplier' });
  });

  it('reads an import in the upload worker built beside the server (ADR 027)', async () => {
    const [a] = servers as [ServerProcess];
    const cookie = await httpSignIn(a.url, ADMIN.email, ADMIN.password);
    const response = await fetch(`${a.url}/api/suppliers/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url, cookie },
      body: JSON.stringify({ csv: 'Name,Country\nImported By The Build,France\n' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: 1, rejected: [] });
  });

  it('serves the web app from the build, hashed assets cached for a year', async () => {
    const [, b] = servers as [ServerProcess, ServerProcess];
    const page = await fetch(`${b.url}/formulations`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await fetch(`${b.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('keeps the initial JavaScript of every screen within the budget (docs/product-rules.md, "Budgets")', () => {
    const sizes = routeBundleSizes(path.join(folder, 'dist/web'));
    expect(sizes.map((size) => size.route)).toContain('dashboard-page');
    const over = sizes.filter((size) => size.kb > ROUTE_JS_BUDGET_KB).map((size) => size.route);
    const figures = sizes.map((size) => `${size.route} ${size.kb.toFixed(1)} KB`).join(', ');
    expect(over, figures).toEqual([]);
  });
});
