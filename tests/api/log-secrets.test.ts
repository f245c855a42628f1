import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/http/log-redaction.ts';
import { codeAt } from '../../src/server/modules/two-factor/totp.ts';
import { adminUserPayload, updateSettings } from '../support/factories.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { buildTestApp, requestLogWritten, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Logs hold no secret (docs/product-rules.md, "Sign-in and permissions"): a full run of every path that handles a password, a token, a code or a session
 * at the most talkative level, then the log is searched for every secret it used. None may appear.
 */
let t: TestApp;
const log: string[] = [];
const secrets = new Set<string>();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ log, env: { LOG_LEVEL: 'trace', SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Every session and device cookie a response set, and the SHA-256 the database keeps of each. */
function keepCookies(response: LightMyRequestResponse) {
  for (const cookie of response.cookies) {
    if (cookie.value.length < 20) continue;
    secrets.add(cookie.value);
    secrets.add(createHash('sha256').update(cookie.value).digest('hex'));
  }
  const session = response.cookies.find((c) => c.name.includes('formulary_session'));
  return session ? `${session.name}=${session.value}` : '';
}
let calls = 0;
const call = async (options: Parameters<TestApp['call']>[0]) => {
  calls += 1;
  const response = await t.call(options);
  keepCookies(response);
  return response;
};

describe('the log of a full run', () => {
  it('holds no password, hash, token, code or session id', async () => {
    const password = (label: string) => {
      const value = `Secret!${label}${Math.random().toString(36).slice(2, 8)}`;
      secrets.add(value);
      return value;
    };
    secrets.add(TEST_PASSWORD);
    await t.createUser('admin', 'log-admin@test.example.com');
    const admin = keepCookies(
      await call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'log-admin@test.example.com', password: TEST_PASSWORD },
      }),
    );
    await updateSettings(t, admin, (settings) => {
      settings.platform.registrationOpen = true;
    });
    // Wrong passwords, sign-up, an admin-set password, an invitation by link, a password change.
    await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'log-admin@test.example.com', password: password('Wrong') },
    });
    const signUp = password('Signup1');
    await call({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Log', lastName: 'User', email: 'log-user@test.example.com', password: signUp },
    });
    // The sign-up's link (ADR 030): its token must stay out of the log too.
    await expect.poll(() => smtp.to('log-user@test.example.com').length, { timeout: 10_000 }).toBe(1);
    const mail = smtp
      .to('log-user@test.example.com')[0]!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const confirmToken = /confirm=([\w-]+)/.exec(mail)![1]!;
    secrets.add(confirmToken);
    await call({ method: 'GET', url: `/sign-in?confirm=${confirmToken}` });
    await call({ method: 'POST', url: '/api/auth/email-confirmations', payload: { token: confirmToken } });
    await call({
      method: 'POST',
      url: '/api/admin/users',
      payload: adminUserPayload({ password: password('Init1') }),
      cookie: admin,
    });
    const invited = await call({
      method: 'POST',
      url: '/api/admin/users',
      payload: adminUserPayload({ password: '' }),
      cookie: admin,
    });
    const token = new URL(invited.json().invitationUrl).searchParams.get('invite')!;
    secrets.add(token);
    await call({ method: 'GET', url: `/api/auth/invitations/${token}` });
    await call({ method: 'GET', url: `/sign-in?invite=${token}` });
    await call({
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { token, password: password('Invite1') },
    });
    await call({
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { token, password: password('Again1') },
    });
    const user = keepCookies(
      await call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'log-user@test.example.com', password: signUp },
      }),
    );
    await call({
      method: 'PATCH',
      url: '/api/profile/password',
      payload: { currentPassword: signUp, newPassword: password('Changed1') },
      cookie: user,
    });
    // Two-factor: the secret, the recovery codes, the second step with a code and a recovery code.
    const setup = await call({ method: 'POST', url: '/api/profile/two-factor/setup', cookie: admin });
    const { secret } = setup.json();
    secrets.add(secret);
    const enabled = await call({
      method: 'POST',
      url: '/api/profile/two-factor/enable',
      payload: { code: codeAt(secret), currentPassword: TEST_PASSWORD },
      cookie: admin,
    });
    for (const code of enabled.json().recoveryCodes as string[]) secrets.add(code);
    const pending = keepCookies(
      await call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'log-admin@test.example.com', password: TEST_PASSWORD },
      }),
    );
    await call({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { recoveryCode: enabled.json().recoveryCodes[0] },
      cookie: pending,
    });
    // Secrets in URLs the way a provider or a mail link sends them.
    await call({ method: 'GET', url: `/api/auth/oidc/callback?code=${token}&state=${secret}` });
    await call({ method: 'GET', url: `/api/formulations?token=${token}`, cookie: admin });
    // A failed query whose parameter is a password hash, logged the way the error handler logs it.
    const [row] = (
      await t.database.db.execute<{ password_hash: string }>(
        sql`select password_hash from users where password_hash is not null limit 1`,
      )
    ).rows;
    secrets.add(row!.password_hash);
    try {
      await t.database.db.execute(sql`select ${row!.password_hash}::int`);
    } catch (error) {
      t.app.log.error({ err: error }, 'request failed');
    }
    for (const stored of (
      await t.database.db.execute<{ hash: string }>(
        sql`select password_hash as hash from users where password_hash is not null`,
      )
    ).rows) {
      secrets.add(stored.hash);
    }

    await requestLogWritten();
    const text = log.join('\n');
    // One line per request answered (ADR 043), with its status.
    const completed = log.filter((line) => line.includes('"msg":"request completed"'));
    expect(completed.length).toBeGreaterThanOrEqual(calls);
    expect(calls).toBeGreaterThan(15);
    expect(text).toContain('"statusCode"');
    const leaked = [...secrets].filter((secret) => secret && text.includes(secret));
    expect(leaked).toEqual([]);
    expect(text).toContain('Failed query: select $1::int');
  });
});

describe('URL redaction', () => {
  it('redacts invitation tokens in the path and secret query parameters', () => {
    expect(redactUrl('/api/auth/invitations/abc123')).toBe('/api/auth/invitations/[redacted]');
    expect(redactUrl('/api/auth/oidc/callback?code=c0de&state=s7&iss=https%3A%2F%2Fidp')).toBe(
      '/api/auth/oidc/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fidp',
    );
    expect(redactUrl('/sign-in?invite=tok&x=1')).toBe('/sign-in?invite=[redacted]&x=1');
    expect(redactUrl('/api/formulations?limit=5')).toBe('/api/formulations?limit=5');
  });

  it('redacts a secret parameter however its name is written, and leaves every other query as sent', () => {
    // An encoded or upper-case name is still the parameter the server reads.
    expect(redactUrl('/sign-in?%74oken=abc&x=1')).toBe('/sign-in?%74oken=[redacted]&x=1');
    expect(redactUrl('/sign-in?TOKEN=abc')).toBe('/sign-in?TOKEN=[redacted]');
    expect(redactUrl('/api/auth/invitations/abc123?x=1')).toBe('/api/auth/invitations/[redacted]?x=1');
    // A value that merely contains a secret's name is not one.
    expect(redactUrl('/api/substances?limit=25&q=keyboard%20token')).toBe(
      '/api/substances?limit=25&q=keyboard%20token',
    );
    expect(redactUrl('/api/substances?limit=25&sort=inciName&q=glyce')).toBe(
      '/api/substances?limit=25&sort=inciName&q=glyce',
    );
  });
});
