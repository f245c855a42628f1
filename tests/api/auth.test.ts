import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema.ts';
import { apiHeaders } from '../../src/server/plugins/security.ts';
import { buildTestApp, ORIGIN, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

function login(email: string, password: string, headers: Record<string, string> = {}) {
  return t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });
}
const sessionCookieOf = (response: Awaited<ReturnType<typeof login>>) =>
  response.cookies.find((cookie) => cookie.name.includes('formulary_session'));

describe('sign-in', () => {
  it('signs in with the right password and returns the user without any secret', async () => {
    const user = await t.createUser('editor', 'ed@test.example.com');
    const response = await login('ED@test.example.com', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: 'ed@test.example.com', role: 'editor' });
    expect(response.body).not.toMatch(/argon2|passwordHash|password/i);
    const cookie = sessionCookieOf(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.call({
      method: 'GET',
      url: '/api/auth/user',
      cookie: `${cookie.name}=${cookie.value}`,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('ed@test.example.com');
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    await t.createUser('viewer', 'vi@test.example.com');
    const wrong = await login('vi@test.example.com', 'Wrong!2345');
    const unknown = await login('nobody@test.example.com', 'Wrong!2345');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(sessionCookieOf(wrong)).toBeUndefined();
  });

  it('rejects a body without credentials with the field message', async () => {
    const response = await login('', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toEqual(['Email is required']);
  });

  it('locks an account after the configured failures, even with the right password, and says so', async () => {
    await t.createUser('editor', 'lock@test.example.com');
    for (let i = 0; i < 5; i++)
      expect((await login('lock@test.example.com', 'Wrong!2345')).statusCode).toBe(401);
    const locked = await login('lock@test.example.com', TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    // An unknown e-mail locks the same way, so a lockout does not tell whether the account exists.
    for (let i = 0; i < 5; i++) await login('ghost@test.example.com', 'Wrong!2345');
    expect((await login('ghost@test.example.com', 'Wrong!2345')).json()).toEqual(locked.json());
  });

  it('lifts the lockout after 15 minutes and a success resets the count', async () => {
    await t.createUser('editor', 'lift@test.example.com');
    for (let i = 0; i < 5; i++) await login('lift@test.example.com', 'Wrong!2345');
    expect((await login('lift@test.example.com', TEST_PASSWORD)).statusCode).toBe(429);
    await t.database.db.execute(
      sql`update login_attempts set created_at = created_at - interval '16 minutes' where email = 'lift@test.example.com'`,
    );
    expect((await login('lift@test.example.com', TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login('lift@test.example.com', 'Wrong!2345');
    expect((await login('lift@test.example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('gives a new session id on every sign-in and drops the one the browser had', async () => {
    await t.createUser('editor', 'rot@test.example.com');
    const first = sessionCookieOf(await login('rot@test.example.com', TEST_PASSWORD))!;
    const cookie = `${first.name}=${first.value}`;
    const second = sessionCookieOf(await login('rot@test.example.com', TEST_PASSWORD, { cookie }))!;
    expect(second.value).not.toBe(first.value);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(401);
    const stored = await t.database.db.select().from(sessions);
    expect(stored.some((row) => row.idHash === first.value || row.idHash === second.value)).toBe(false);
  });
});

describe('sessions', () => {
  it('expires a session idle past the timeout', async () => {
    const cookie = await t.signInAs('editor', 'idle@test.example.com');
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(200);
    await t.directWrite(() =>
      t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '9 hours'`),
    );
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(401);
  });

  it('expires a session after 12 hours however active', async () => {
    const cookie = await t.signInAs('editor', 'abs@test.example.com');
    await t.directWrite(() =>
      t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`),
    );
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(401);
  });

  it('logs out: the session ends and the browser goes to /', async () => {
    const cookie = await t.signInAs('editor', 'out@test.example.com');
    const response = await t.call({ method: 'GET', url: '/api/logout', cookie });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(401);
  });

  it('ignores a cross-site logout link', async () => {
    const cookie = await t.signInAs('editor', 'xsout@test.example.com');
    const response = await t.call({
      method: 'GET',
      url: '/api/logout',
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(302);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(200);
  });

  it('sends /api/login to the sign-in screen', async () => {
    const response = await t.call({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sign-in');
  });
});

describe('CSRF', () => {
  it('refuses a cross-origin, a null-origin, a cross-site and a form-encoded sign-in', async () => {
    await t.createUser('editor', 'csrf@test.example.com');
    const payload = { email: 'csrf@test.example.com', password: TEST_PASSWORD };
    const foreign = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { origin: 'https://evil.example' },
    });
    const nullOrigin = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { origin: 'null' },
    });
    const crossSite = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=csrf%40test.example.com&password=x',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    });
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    for (const response of [foreign, nullOrigin, crossSite, form, noOrigin]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Cross-site request refused' });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, referrer policy and frame-ancestors none', async () => {
    const response = await t.call({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it("sends an API answer OWASP's REST set, not the page-only headers, and the API reference the page set", async () => {
    const cookie = await t.signInAs('viewer', 'headers@test.example.com');
    const answers = [
      await t.call({ method: 'GET', url: '/api/auth/user', cookie }),
      await t.call({ method: 'GET', url: '/api/no-such-route', cookie }),
      await t.call({ method: 'GET', url: '/api/auth/user' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 401]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control'])
        expect(answer.headers[pageOnly]).toBeUndefined();
    }
    const reference = await t.call({ method: 'GET', url: '/api/docs' });
    expect(reference.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(reference.headers).toMatchObject({
      'cache-control': 'no-store',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
  });
});

describe('apiHeaders', () => {
  it("keeps the pages' HSTS, when they have one, and none of their other headers", () => {
    const secure = {
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
    };
    expect(apiHeaders(secure)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(apiHeaders(secure)).not.toHaveProperty('referrer-policy');
    expect(apiHeaders({ 'referrer-policy': 'no-referrer' })).not.toHaveProperty('strict-transport-security');
  });
});
