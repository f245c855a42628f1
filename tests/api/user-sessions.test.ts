import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/** An administrator lists a user's sessions and ends one or all of them (ADR 030); never through a token. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const cookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name.includes('formulary_session'))!;
  return `${cookie.name}=${cookie.value}`;
};
const login = (email: string, password = TEST_PASSWORD) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (cookie: string) => t.call({ method: 'GET', url: '/api/auth/user', cookie });

describe('an administrator and a user’s sessions', () => {
  it('lists them and ends one or all; others get 403, unknown ones 404, tokens 403', async () => {
    const target = await t.createUser('viewer', 'sessions@test.example.com');
    const laptop = cookieOf(await login('sessions@test.example.com'));
    const phone = cookieOf(await login('sessions@test.example.com'));
    const admin = await t.signInAs('admin', 'session-admin@test.example.com');
    const url = `/api/admin/users/${target.id}/sessions`;
    const listed = await t.call({ method: 'GET', url, cookie: admin });
    expect(listed.statusCode).toBe(200);
    const list = listed.json() as { id: string; lastSeenAt: string; current: boolean }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(list)).not.toContain(laptop.split('=')[1]);
    expect(list.every((session) => !session.current)).toBe(true);

    const viewer = await t.signInAs('viewer', 'not-admin-sessions@test.example.com');
    expect((await t.call({ method: 'GET', url, cookie: viewer })).statusCode).toBe(403);
    const missing = `/api/admin/users/00000000-0000-4000-8000-000000000000/sessions`;
    expect((await t.call({ method: 'GET', url: missing, cookie: admin })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `${url}/${'0'.repeat(32)}`, cookie: admin })).statusCode,
    ).toBe(404);

    const ended = await t.call({ method: 'DELETE', url: `${url}/${list[0]!.id}`, cookie: admin });
    expect(ended.statusCode).toBe(204);
    const still = [(await me(laptop)).statusCode, (await me(phone)).statusCode].sort();
    expect(still).toEqual([200, 401]);
    expect((await t.call({ method: 'DELETE', url, cookie: admin })).statusCode).toBe(204);
    expect([(await me(laptop)).statusCode, (await me(phone)).statusCode]).toEqual([401, 401]);

    const token = await t.call({
      method: 'POST',
      url: '/api/admin/tokens',
      payload: {
        name: 'ops',
        access: 'write',
        role: 'admin',
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      cookie: admin,
    });
    const bearer = { authorization: `Bearer ${token.json().token}` };
    expect((await t.app.inject({ method: 'GET', url, headers: bearer })).statusCode).toBe(403);
  });
});
