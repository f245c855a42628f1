import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '../../src/domain/user/user.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * The per-address sign-in limit counts failed attempts only (ADR 011 as amended): an office behind one address
 * signs in all morning; guessing from one address is still cut off at SIGN_IN_RATE_LIMIT failures.
 */
let t: TestApp;
const OFFICE = '198.51.100.20';
beforeAll(async () => {
  // The production default: 30 per address per 15 minutes.
  t = await buildTestApp({ env: { SIGN_IN_RATE_LIMIT: '30' } });
});
afterAll(async () => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('sign-in limit per address', () => {
  it('lets 200 correct sign-ins from one address through', async () => {
    const colleagues = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.createUser('viewer', `colleague${i}@test.example.com`)),
    );
    const statuses: number[] = [];
    for (let round = 0; round < 20; round++) {
      for (const colleague of colleagues) {
        statuses.push((await login(colleague.email, TEST_PASSWORD, OFFICE)).statusCode);
      }
    }
    expect(statuses).toHaveLength(200);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('still refuses an address after 30 failures, whoever it then signs in as', async () => {
    const guesser = '203.0.113.40';
    const user = await t.createUser('viewer', 'victim@test.example.com');
    // One wrong password per made-up account: no pair reaches its own lock, only the address's count grows.
    for (let i = 0; i < 30; i++) {
      expect((await login(`nobody${i}@test.example.com`, 'Wrong!2345', guesser)).statusCode).toBe(401);
    }
    const refused = await login(user.email, TEST_PASSWORD, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(RATE_LIMITED_MESSAGE);
    // Another address is not affected, and the successes above never counted against the office.
    expect((await login(user.email, TEST_PASSWORD, OFFICE)).statusCode).toBe(200);
  });

  it('counts a failure at 29 as still open, the 30th as closing', async () => {
    const address = '203.0.113.41';
    const user = await t.createUser('viewer', 'edge@test.example.com');
    for (let i = 0; i < 29; i++) await login(`ghost${i}@test.example.com`, 'Wrong!2345', address);
    // 29 failures: under the limit, a correct sign-in passes (and does not count).
    expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    expect((await login('ghost-last@test.example.com', 'Wrong!2345', address)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
  });
});
