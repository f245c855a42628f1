import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKED_MESSAGE } from '../../src/domain/user/user.ts';
import { activityOf, adminUserPayload, updateSettings } from '../support/factories.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { buildTestApp, requestLogWritten, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Lockout abuse (ADR 011): five wrong passwords lock the pair (account, client address), never the
 * account for everyone; an admin unlocks; each lock is a security event; sign-up and invitations are limited.
 */
let t: TestApp;
const log: string[] = [];
// Sign-up confirms the address by e-mail (ADR 030), so it is open only with SMTP.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({
    log,
    env: { SIGN_UP_RATE_LIMIT: '3', SIGN_IN_SLOWDOWN: 'true', SMTP_URL: smtp.url },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const login = (email: string, password: string, remoteAddress: string) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const events = (name: string) => log.map((line) => JSON.parse(line)).filter((entry) => entry.event === name);

describe('lockout per (account, address)', () => {
  it('locks only the address that guessed; the owner signs in from elsewhere', async () => {
    await t.createUser('admin', 'only-admin@test.example.com');
    for (let i = 0; i < 5; i++) {
      expect((await login('only-admin@test.example.com', 'Wrong!2345', '203.0.113.9')).statusCode).toBe(401);
    }
    const attacker = await login('only-admin@test.example.com', TEST_PASSWORD, '203.0.113.9');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().message).toBe(LOCKED_MESSAGE);
    const owner = await login('only-admin@test.example.com', TEST_PASSWORD, '198.51.100.7');
    expect(owner.statusCode, owner.body).toBe(200);
    const locks = events('account_locked').filter((entry) => entry.email === 'only-admin@test.example.com');
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({ ip: '203.0.113.9', minutes: 15 });
  });

  it('slows an account guessed from many addresses instead of locking it', async () => {
    await t.createUser('editor', 'sprayed@test.example.com');
    for (let i = 0; i < 6; i++) {
      expect((await login('sprayed@test.example.com', 'Wrong!2345', `192.0.2.${i + 1}`)).statusCode).toBe(
        401,
      );
    }
    const owner = await login('sprayed@test.example.com', TEST_PASSWORD, '192.0.2.200');
    expect(owner.statusCode).toBe(200);
    const slowed = events('sign_in_slowed').filter((entry) => entry.email === 'sprayed@test.example.com');
    expect(slowed.length).toBeGreaterThan(0);
    expect(slowed.at(-1).delayMs).toBeGreaterThan(0);
  });

  it('lets an administrator unlock an account: logged, 403 for others, 404 for none', async () => {
    const target = await t.createUser('editor', 'locked-out@test.example.com');
    for (let i = 0; i < 5; i++) await login('locked-out@test.example.com', 'Wrong!2345', '203.0.113.50');
    expect((await login('locked-out@test.example.com', TEST_PASSWORD, '203.0.113.50')).statusCode).toBe(429);
    const admin = await t.signInAs('admin', 'unlocker@test.example.com');
    const before = await t.call({ method: 'GET', url: `/api/admin/users/${target.id}`, cookie: admin });
    expect(before.json().lockedOut).toBe(true);
    const editor = await t.signInAs('editor', 'not-admin@test.example.com');
    const url = `/api/admin/users/${target.id}/unlock`;
    expect((await t.call({ method: 'POST', url, cookie: editor })).statusCode).toBe(403);
    const missing = '/api/admin/users/00000000-0000-4000-8000-000000000000/unlock';
    expect((await t.call({ method: 'POST', url: missing, cookie: admin })).statusCode).toBe(404);
    const unlocked = await t.call({ method: 'POST', url, cookie: admin });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().lockedOut).toBe(false);
    expect((await login('locked-out@test.example.com', TEST_PASSWORD, '203.0.113.50')).statusCode).toBe(200);
    expect((await activityOf(t, target.id)).map((entry) => entry.action)).toContain('user_unlock');
    expect(events('user_unlock').some((entry) => entry.target === target.id)).toBe(true);
  });

  it('names the request once in each security event (the logger binds it; pino would repeat a key given twice)', async () => {
    const editor = await t.signInAs('editor', 'once@test.example.com');
    const forbidden = await t.call({ method: 'GET', url: '/api/admin/users', cookie: editor });
    expect(forbidden.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', cookie: editor },
    });
    expect(crossSite.statusCode).toBe(403);
    await requestLogWritten();
    const security = log.filter((line) => JSON.parse(line).msg === 'security event');
    const named = new Set(security.map((line) => JSON.parse(line).event));
    for (const event of ['account_locked', 'forbidden', 'csrf_refused', 'user_unlock'])
      expect(named).toContain(event);
    for (const line of security) expect(line.match(/"reqId":/g), line).toHaveLength(1);
  });
});

describe('rate-limited sign-up and invitations', () => {
  it('answers 429 once an address has used its sign-up allowance', async () => {
    const admin = await t.signInAs('admin', 'opener@test.example.com');
    await updateSettings(t, admin, (settings) => {
      settings.platform.registrationOpen = true;
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.call({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'A',
          lastName: 'B',
          email: `spam${i}@test.example.com`,
          password: 'Valid!2345',
        },
        remoteAddress: '203.0.113.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const other = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'A', lastName: 'B', email: 'fresh@test.example.com', password: 'Valid!2345' },
      remoteAddress: '203.0.113.78',
    });
    expect(other.statusCode).toBe(202);
  });

  it('limits guessing invitation tokens per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.call({
        method: 'GET',
        url: `/api/auth/invitations/guess${i}`,
        remoteAddress: '203.0.113.88',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await t.call({
      method: 'GET',
      url: '/api/auth/invitations/x',
      remoteAddress: '203.0.113.88',
    });
    expect(limited.json()).toEqual({ message: 'Too many requests. Please wait and try again.' });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('keeps an invitation token out of the request log', async () => {
    const admin = await t.signInAs('admin', 'inviter@test.example.com');
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: adminUserPayload({ password: '' }),
      cookie: admin,
    });
    const token = new URL(created.json().invitationUrl).searchParams.get('invite')!;
    const info = await t.call({
      method: 'GET',
      url: `/api/auth/invitations/${token}`,
      remoteAddress: '198.51.100.99',
    });
    expect(info.statusCode).toBe(200);
    expect(log.join('\n')).not.toContain(token);
    expect(log.join('\n')).toContain('/api/auth/invitations/[redacted]');
  });
});
