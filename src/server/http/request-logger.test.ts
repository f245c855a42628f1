import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLogging } from './request-log.ts';
import { requestLoggerFactory } from './request-logger.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe("a request's logger", () => {
  it('writes as the pino child would: its request id, the message, the redaction of the app logger', () => {
    const { lines, stream } = capture();
    const { logger } = createLogging('info', stream);
    const log = requestLoggerFactory(logger, { reqId: 'req-1' }, {});
    log.warn({ event: 'forbidden', body: { password: 'hunter2' } }, 'security event');
    log.info('done');
    expect(lines).toMatchObject([
      {
        level: 40,
        reqId: 'req-1',
        event: 'forbidden',
        body: { password: '[Redacted]' },
        msg: 'security event',
      },
      { level: 30, reqId: 'req-1', msg: 'done' },
    ]);
  });

  it('makes no child while the request logs nothing, or only at levels turned off', () => {
    const { lines, stream } = capture();
    const { logger } = createLogging('warn', stream);
    const child = vi.spyOn(logger, 'child');
    const log = requestLoggerFactory(logger, { reqId: 'req-2' }, {});
    log.info('not written');
    log.debug('not written');
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');
    log.error('written');
    log.error('written again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 50, reqId: 'req-2', msg: 'written' },
      { level: 50, reqId: 'req-2', msg: 'written again' },
    ]);
  });

  it("keeps a route's own level: a request of a route logged at debug writes its debug lines", () => {
    const { lines, stream } = capture();
    const { logger } = createLogging('info', stream);
    const log = requestLoggerFactory(logger, { reqId: 'req-3' }, { level: 'debug' });
    expect(log.level).toBe('debug');
    log.debug('detail');
    expect(lines).toMatchObject([{ level: 20, reqId: 'req-3', msg: 'detail' }]);
    // Its children carry its bindings.
    log.child({ step: 'two' }).info('next');
    expect(lines[1]).toMatchObject({ reqId: 'req-3', step: 'two', msg: 'next' });
  });
});
