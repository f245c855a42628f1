import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKED_MESSAGE } from '../../src/domain/user/user.ts';
import { users } from '../../src/server/db/schema.ts';
import { codeAt } from '../../src/server/modules/two-factor/totp.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Sensitive account changes re-authenticate (ADR 030): the sign-in e-mail, the password and two-factor on or off
 * need the current password (and a code when two-factor is on), never a token; a new e-mail waits for its link;
 * these changes end the user's other sessions; the checks are limited like sign-in.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const STEP_MS = 30_000;
const cookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name.includes('formulary_session'))!;
  return `${cookie.name}=${cookie.value}`;
};
const login = (email: string, password = TEST_PASSWORD) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (cookie: string) => t.call({ method: 'GET', url: '/api/auth/user', cookie });
const profile = (email: string, extra: Record<string, string> = {}) => ({
  firstName: 'Rea',
  lastName: 'Uth',
  email,
  phone: '',
  company: '',
  bio: '',
  ...extra,
});
const emailOf = async (id: string) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

/** The text of the mails to an address, quoted-printable soft breaks undone. */
async function mailsTo(address: string, count = 1) {
  await expect.poll(() => smtp.to(address).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return smtp.to(address).map((mail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}
const linkToken = (text: string) => /\/sign-in\?confirm=([\w-]+)/.exec(text)?.[1];

async function enableTwoFactor(cookie: string) {
  const { secret } = (await t.call({ method: 'POST', url: '/api/profile/two-factor/setup', cookie })).json();
  const enable = await t.call({
    method: 'POST',
    url: '/api/profile/two-factor/enable',
    payload: { code: codeAt(secret), currentPassword: TEST_PASSWORD },
    cookie,
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return secret as string;
}

/** The recovery codes a user gets on enabling, for a second sign-in in the same 30 seconds. */
async function enableWithCodes(cookie: string) {
  const { secret } = (await t.call({ method: 'POST', url: '/api/profile/two-factor/setup', cookie })).json();
  const enable = await t.call({
    method: 'POST',
    url: '/api/profile/two-factor/enable',
    payload: { code: codeAt(secret), currentPassword: TEST_PASSWORD },
    cookie,
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret: secret as string, recoveryCodes: enable.json().recoveryCodes as string[] };
}

describe('changing the sign-in e-mail', () => {
  it('needs the current password and takes effect only once the link to the new address is followed', async () => {
    const user = await t.createUser('editor', 'mover@test.example.com');
    const cookie = await t.signInAs('editor', 'mover@test.example.com');
    const patch = (extra: Record<string, string> = {}) =>
      t.call({
        method: 'PATCH',
        url: '/api/profile',
        payload: profile('moved@test.example.com', extra),
        cookie,
      });

    const missing = await patch();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ currentPassword: ['Current password is required'] });
    const wrong = await patch({ currentPassword: 'Wrong!2345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    expect(await emailOf(user.id)).toBe('mover@test.example.com');

    const asked = await patch({ currentPassword: TEST_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      email: 'mover@test.example.com',
      pendingEmail: 'moved@test.example.com',
    });
    expect(await emailOf(user.id)).toBe('mover@test.example.com');
    const state = (await t.call({ method: 'GET', url: '/api/profile/email', cookie })).json();
    expect(state).toMatchObject({ email: 'mover@test.example.com', pendingEmail: 'moved@test.example.com' });

    // The old address is told; the new one gets the link.
    const [warning] = await mailsTo('mover@test.example.com');
    expect(warning).toContain('moved@test.example.com');
    const [link] = await mailsTo('moved@test.example.com');
    const token = linkToken(link!);
    expect(token).toBeDefined();
    expect(link).toContain('http://localhost:80/sign-in?confirm=');

    const confirmed = await t.call({
      method: 'POST',
      url: '/api/auth/email-confirmations',
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ purpose: 'email_change', email: 'moved@test.example.com' });
    expect(await emailOf(user.id)).toBe('moved@test.example.com');
    expect((await login('moved@test.example.com')).statusCode).toBe(200);
    // Single use.
    const again = await t.call({ method: 'POST', url: '/api/auth/email-confirmations', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is invalid or has expired.');
  });

  it('asks for the code as well when two-factor sign-in is on', async () => {
    const cookie = await t.signInAs('editor', 'coded@test.example.com');
    const secret = await enableTwoFactor(cookie);
    const patch = (extra: Record<string, string>) =>
      t.call({
        method: 'PATCH',
        url: '/api/profile',
        payload: profile('coded2@test.example.com', extra),
        cookie,
      });
    const noCode = await patch({ currentPassword: TEST_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().fieldErrors.code).toBeDefined();
    const withCode = await patch({
      currentPassword: TEST_PASSWORD,
      code: codeAt(secret, Date.now() + STEP_MS),
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(withCode.json().pendingEmail).toBe('coded2@test.example.com');
  });

  it('is refused to every token, while a token may still edit the other fields', async () => {
    const cookie = await t.signInAs('editor', 'tokened@test.example.com');
    const created = await t.call({
      method: 'POST',
      url: '/api/profile/tokens',
      payload: { name: 'own', access: 'write', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
      cookie,
    });
    const headers = { authorization: `Bearer ${created.json().token}`, 'content-type': 'application/json' };
    const call = (method: 'PATCH' | 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, headers, payload });
    const refused = [
      await call(
        'PATCH',
        '/api/profile',
        profile('stolen@test.example.com', { currentPassword: TEST_PASSWORD }),
      ),
      await call('PATCH', '/api/profile/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Other!2345xy',
      }),
      await call('POST', '/api/profile/two-factor/setup', {}),
      await call('POST', '/api/profile/two-factor/disable', { password: TEST_PASSWORD, code: '123456' }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    const names = await call('PATCH', '/api/profile', profile('tokened@test.example.com'));
    expect(names.statusCode, names.body).toBe(200);
  });
});

describe('password and two-factor changes', () => {
  it('a password change with two-factor on needs the code, and ends the other sessions', async () => {
    const cookie = await t.signInAs('editor', 'pwcode@test.example.com');
    const secret = await enableTwoFactor(cookie);
    const change = (extra: Record<string, string>) =>
      t.call({
        method: 'PATCH',
        url: '/api/profile/password',
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'Brand!New2345', ...extra },
        cookie,
      });
    expect((await change({})).statusCode).toBe(400);
    const done = await change({ code: codeAt(secret, Date.now() + STEP_MS) });
    expect(done.statusCode, done.body).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('turning two-factor on needs the password and ends the other sessions; an admin reset ends them all', async () => {
    const first = await t.signInAs('editor', 'twofa@test.example.com');
    const other = cookieOf(await login('twofa@test.example.com'));
    const { secret } = (
      await t.call({ method: 'POST', url: '/api/profile/two-factor/setup', cookie: first })
    ).json();
    const noPassword = await t.call({
      method: 'POST',
      url: '/api/profile/two-factor/enable',
      payload: { code: codeAt(secret) },
      cookie: first,
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fieldErrors.currentPassword).toEqual(['Current password is required']);
    const on = await t.call({
      method: 'POST',
      url: '/api/profile/two-factor/enable',
      payload: { code: codeAt(secret), currentPassword: TEST_PASSWORD },
      cookie: first,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);

    const admin = await t.signInAs('admin', 'resetter@test.example.com');
    const target = (await me(first)).json().id;
    const reset = await t.call({
      method: 'POST',
      url: `/api/admin/users/${target}/two-factor/reset`,
      cookie: admin,
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
  });

  it('turning two-factor off needs the password and a code, and ends the other sessions', async () => {
    const cookie = await t.signInAs('editor', 'twofa-off@test.example.com');
    const { secret, recoveryCodes } = await enableWithCodes(cookie);
    const pending = await login('twofa-off@test.example.com');
    const other = cookieOf(
      await t.call({
        method: 'POST',
        url: '/api/auth/login/two-factor',
        payload: { recoveryCode: recoveryCodes[0] },
        cookie: cookieOf(pending),
      }),
    );
    expect((await me(other)).statusCode).toBe(200);
    const off = await t.call({
      method: 'POST',
      url: '/api/profile/two-factor/disable',
      payload: { password: TEST_PASSWORD, code: codeAt(secret, Date.now() + STEP_MS) },
      cookie,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('limits current-password checks like sign-in: the (account, address) pair locks', async () => {
    const address = '203.0.113.61';
    const cookie = await t.signInAs('editor', 'guessed@test.example.com');
    const guess = (currentPassword: string) =>
      t.call({
        method: 'PATCH',
        url: '/api/profile/password',
        payload: { currentPassword, newPassword: 'Guess!ed2345' },
        cookie,
        remoteAddress: address,
      });
    for (let i = 0; i < 4; i++) expect((await guess(`Wrong!${i}2345`)).statusCode).toBe(400);
    expect((await guess('Wrong!52345')).statusCode).toBe(429);
    const locked = await guess(TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOCKED_MESSAGE);
    // The same lock as sign-in's: that address cannot sign in to the account either.
    const signIn = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'guessed@test.example.com', password: TEST_PASSWORD },
      remoteAddress: address,
    });
    expect(signIn.statusCode).toBe(429);
  });
});
