import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, requestLogWritten, type TestApp } from '../support/test-app.ts';

/**
 * TRUST_PROXY=true without a list of proxy addresses is logged as a warning when the server starts: with it any
 * client can claim another address through X-Forwarded-For (the server believes it, as this shows).
 */
let t: TestApp;
const log: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ log, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => t.close());

describe('TRUST_PROXY=true', () => {
  it('logs one warning at start that says why', () => {
    const warnings = log
      .map((line) => JSON.parse(line))
      .filter((line) => line.level === 40 && line.msg.includes('TRUST_PROXY'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toMatch(/^TRUST_PROXY=true believes X-Forwarded-For from any client: anyone can/);
  });

  it('believes any client that claims another address, which is why it warns', async () => {
    await t.call({
      method: 'GET',
      url: '/healthz?probe=forwarded',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    await requestLogWritten();
    const logged = log
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'request completed' && line.req?.url === '/healthz?probe=forwarded');
    expect(logged.req.remoteAddress).toBe('203.0.113.7');
  });
});
