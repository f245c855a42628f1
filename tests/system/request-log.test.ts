import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type ServerProcess, startServer } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * The request log of the real server at the default level (ADR 043): standard output written asynchronously,
 * one line per request, every line there once the process has stopped (what was queued is written at exit), and
 * no secret in any of them.
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-request-log-'));
let database: TestDatabase | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface LogLine {
  level?: number;
  time?: number;
  pid?: number;
  hostname?: string;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe('the request log at LOG_LEVEL info', () => {
  it('has one line per request, written by the time the process ends, with no secret in it', async () => {
    database = await createTestDatabase('demo');
    server = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const url = server.url;
    const secrets = {
      password: 'Wrong!Password-5c1f',
      invitation: 'invitation-token-9d2e41b7a0',
      query: 'query-token-71f0c2a9',
    };
    const requestIds: string[] = [];
    const send = async (pathname: string, init: RequestInit = {}) => {
      const response = await fetch(`${url}${pathname}`, {
        ...init,
        headers: { origin: url, 'content-type': 'application/json', ...init.headers },
      });
      await response.arrayBuffer();
      requestIds.push(response.headers.get('x-request-id')!);
      return response;
    };

    const signIn = await send('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@example.com', password: 'Demo!2345' }),
    });
    expect(signIn.status).toBe(200);
    const session = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
    const sessionValue = session.split('=')[1]!;
    await send('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@example.com', password: secrets.password }),
    });
    await send(`/api/auth/invitations/${secrets.invitation}`);
    await send(`/api/formulations?token=${secrets.query}&limit=5`, { headers: { cookie: session } });
    for (let i = 0; i < 20; i += 1) await send('/api/dashboard/stats', { headers: { cookie: session } });
    await send('/api/no-such-route');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
    const completed = lines.filter((line) => line.msg === 'request completed');
    // Every request has exactly one line, the last one (sent just before SIGTERM) included.
    for (const id of requestIds) expect(completed.filter((line) => line.reqId === id)).toHaveLength(1);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    const invitation = completed.find((line) => line.reqId === requestIds[2]);
    expect(invitation?.req).toMatchObject({ method: 'GET', url: '/api/auth/invitations/[redacted]' });
    const list = completed.find((line) => line.reqId === requestIds[3]);
    expect(list?.req?.url).toBe('/api/formulations?token=[redacted]&limit=5');
    expect(list?.res?.statusCode).toBe(200);
    expect(typeof list?.responseTime).toBe('number');
    // In pino's format, as every other line of the log: a log collector reads them all alike.
    expect(list).toMatchObject({ level: 30, pid: server.child.pid, hostname: os.hostname() });
    expect(Math.abs(Date.now() - (list?.time ?? 0))).toBeLessThan(120_000);

    const text = server.output();
    for (const secret of [...Object.values(secrets), sessionValue, 'Demo!2345'])
      expect(text).not.toContain(secret);
  });
});
