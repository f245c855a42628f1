import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogging } from './request-log.ts';

/**
 * The log's queue for standard output is bounded (ADR 043): when standard output cannot take the lines as fast as
 * they come, those beyond 16 MiB are dropped and counted instead of growing the process's memory. A child process
 * logs 20,000 lines of 2,000 characters (~40 MB) in one go, its standard output discarded: nothing can be written
 * before the loop ends, so the queue holds at most 16 MiB, at most 8,388 of these lines.
 */
const CHILD = `
const { createLogging } = await import(process.argv[1]);
const { logger, droppedLines } = createLogging('info');
const line = 'x'.repeat(2000);
for (let i = 0; i < 20000; i++) logger.info(line);
process.stderr.write(String(droppedLines()));
`;

/** Two requests answered, then an exit within the same turn: their lines must still reach standard output. */
const EXITING = `
const { createLogging } = await import(process.argv[1]);
const { logController } = createLogging('info');
const reply = { statusCode: 200, elapsedTime: 1 };
for (const id of ['e1', 'e2']) logController.requestCompleted(undefined, { id, method: 'GET', url: '/', host: 'h', ip: '::1' }, reply);
process.exit(0);
`;

describe('the log queue', () => {
  it('drops and counts the lines beyond 16 MiB rather than holding them', () => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', CHILD, path.resolve('src/server/http/request-log.ts')],
      { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 },
    );
    expect(child.status).toBe(0);
    const dropped = Number(child.stderr.toString());
    // 16 MiB / 2,000 bytes = 8,388 lines at most kept (each line is a little longer than its message).
    expect(dropped).toBeGreaterThanOrEqual(20_000 - 8_388);
    // The queue did fill: most of 16 MiB was kept (lines are ~2,070 bytes with their fields).
    expect(dropped).toBeLessThan(20_000 - 7_500);
  });
});

describe('the request log', () => {
  const request = (id: string, url: string) =>
    ({ id, method: 'GET', url, host: 'localhost', ip: '127.0.0.1' }) as unknown as FastifyRequest;
  const reply = { statusCode: 200, elapsedTime: 1.5 } as unknown as FastifyReply;

  it("writes a turn's lines in one write when the turn ends, in order, redacted", async () => {
    const writes: string[] = [];
    const { logController } = createLogging('info', { write: (text: string) => void writes.push(text) });
    logController.requestCompleted(undefined, request('r1', '/api/a'), reply);
    logController.requestCompleted(undefined, request('r2', '/api/b?token=s3cret'), reply);
    logController.requestCompleted(undefined, request('r3', '/api/c'), reply);
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    const lines = writes[0]!.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      {
        level: 30,
        reqId: 'r1',
        req: { method: 'GET', url: '/api/a' },
        res: { statusCode: 200 },
        responseTime: 1.5,
      },
      { reqId: 'r2', req: { url: '/api/b?token=[redacted]' }, msg: 'request completed' },
      { reqId: 'r3', req: { url: '/api/c' } },
    ]);
    // The next turn's line is a write of its own.
    logController.requestCompleted(undefined, request('r4', '/api/d'), reply);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
    expect(JSON.parse(writes[1]!)).toMatchObject({ reqId: 'r4' });
  });

  it('hands the waiting lines over when the process exits, before pino flushes its destination', () => {
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        EXITING,
        path.resolve('src/server/http/request-log.ts'),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
    );
    expect(child.stderr.toString()).toBe('');
    const lines = child.stdout
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.reqId)).toEqual(['e1', 'e2']);
  });
});
