import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

import { httpSignIn, type ServerProcess, startServer } from '../support/server-process.ts';

/** The managed PostgreSQL of docs/product-rules.md, "Records": survives a SIGKILLed app, refuses a second app, stops on SIGTERM. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-embedded-'));
const env = {
  DATA_DIR: dataDir,
  SEED: 'none',
  NODE_ENV: 'production',
  ADMIN_EMAIL: 'boss@example.com',
  ADMIN_PASSWORD: 'Boss!2345x',
};
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  // Stop whatever PostgreSQL the last app left behind, through a clean start and SIGTERM.
  const last = await startServer(env).catch(() => undefined);
  if (last) {
    last.child.kill('SIGTERM');
    await last.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function createSupplier(server: ServerProcess, name: string) {
  const cookie = await httpSignIn(server.url, 'boss@example.com', 'Boss!2345x');
  const response = await fetch(`${server.url}/api/suppliers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(201);
  return cookie;
}

describe('embedded PostgreSQL', () => {
  it('starts again after the app was killed with SIGKILL and keeps the data', async () => {
    const first = await startServer(env);
    running.push(first);
    await createSupplier(first, 'Survives Kill Ltd');
    first.child.kill('SIGKILL');
    await first.exited;

    // The database password is the server's user's alone, from the very first start (docs/product-rules.md, "Sign-in and permissions").
    expect(fs.statSync(path.join(dataDir, 'pg-password')).mode & 0o777).toBe(0o600);
    const second = await startServer(env);
    running.push(second);
    expect(second.output()).toMatch(/left running by an earlier process/);
    const cookie = await httpSignIn(second.url, 'boss@example.com', 'Boss!2345x');
    const list = await (await fetch(`${second.url}/api/suppliers`, { headers: { cookie } })).json();
    expect(list.map((s: { name: string }) => s.name)).toContain('Survives Kill Ltd');
  });

  it('refuses a second app on the same data directory with a clear message', async () => {
    const error = await startServer(env).then(
      () => undefined,
      (failure: { output?: string; code?: number }) => failure,
    );
    expect(error?.code).toBe(1);
    expect(error?.output).toMatch(/is in use by another Formulary process/);
  });

  it('stops PostgreSQL and frees the directory on SIGTERM', async () => {
    const server = running.pop()!;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'formulary.pid'))).toBe(false);
  });

  it('stops the PostgreSQL it started when the port is in use, with a clear message', async () => {
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-portinuse-'));
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = String((taken.address() as net.AddressInfo).port);
    try {
      const error = await startServer({ ...env, DATA_DIR: emptyDir, PORT: port }).then(
        () => undefined,
        (failure: { output?: string; code?: number }) => failure,
      );
      expect(error?.code).toBe(1);
      expect(error?.output).toContain(`Port ${port} on 127.0.0.1 is in use: set PORT to a free port`);
      // The embedded server was up (the administrator was bootstrapped) and is stopped again.
      expect(fs.existsSync(path.join(emptyDir, 'pg', 'PG_VERSION'))).toBe(true);
      expect(fs.existsSync(path.join(emptyDir, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      taken.close();
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }
  });

  it('refuses to start in production without an administrator to bootstrap', async () => {
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-noadmin-'));
    try {
      const error = await startServer({ DATA_DIR: emptyDir, NODE_ENV: 'production', SEED: 'none' }).then(
        () => undefined,
        (failure: { output?: string; code?: number }) => failure,
      );
      expect(error?.code).toBe(1);
      expect(error?.output).toMatch(/set ADMIN_EMAIL and ADMIN_PASSWORD/);
      expect(fs.existsSync(path.join(emptyDir, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }
  });

  it('refuses a first administrator whose password breaks the policy', async () => {
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-weakadmin-'));
    try {
      const error = await startServer({
        DATA_DIR: emptyDir,
        NODE_ENV: 'production',
        SEED: 'none',
        ADMIN_EMAIL: 'first@example.com',
        ADMIN_PASSWORD: 'weakpassword',
      }).then(
        () => undefined,
        (failure: { output?: string; code?: number }) => failure,
      );
      expect(error?.code).toBe(1);
      expect(error?.output).toMatch(/ADMIN_PASSWORD does not meet the password policy/);
      expect(error?.output).not.toContain('weakpassword');
    } finally {
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
