import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CODE_MESSAGE } from '../../src/domain/user/two-factor.ts';
import { codeAt } from '../../src/server/modules/two-factor/totp.ts';
import { activityOf, updateSettings } from '../support/factories.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/** Two-factor sign-in (docs/product-rules.md, "Sign-in and permissions"): enrolment, the second step, replay, recovery codes, reset and enforcement. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin', 'boss@test.example.com');
});
afterAll(async () => t.close());

const STEP_MS = 30_000;
const cookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name.includes('formulary_session'));
  return cookie ? `${cookie.name}=${cookie.value}` : '';
};
const login = (email: string, password = TEST_PASSWORD) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const secondStep = (cookie: string, payload: Record<string, string>) =>
  t.call({ method: 'POST', url: '/api/auth/login/two-factor', payload, cookie });
const me = (cookie: string) => t.call({ method: 'GET', url: '/api/auth/user', cookie });

/** A user with two-factor on: their secret, recovery codes and the code already spent enabling it. */
async function enrolled(role: string, email: string) {
  const cookie = await t.signInAs(role, email);
  const setup = await t.call({ method: 'POST', url: '/api/profile/two-factor/setup', cookie });
  const { secret } = setup.json();
  const enable = await t.call({
    method: 'POST',
    url: '/api/profile/two-factor/enable',
    payload: { code: codeAt(secret), currentPassword: TEST_PASSWORD },
    cookie,
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, cookie, recoveryCodes: enable.json().recoveryCodes as string[] };
}

describe('two-factor enrolment', () => {
  it('sets up with a secret, an otpauth URL and a QR code, then enables with a code', async () => {
    const cookie = await t.signInAs('editor', 'enrol@test.example.com');
    const setup = await t.call({ method: 'POST', url: '/api/profile/two-factor/setup', cookie });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+enrol%40test\.example\.com\?.*secret=/);
    expect(qrSvg).toMatch(/^<svg/);

    const wrong = await t.call({
      method: 'POST',
      url: '/api/profile/two-factor/enable',
      payload: { code: codeAt(secret, Date.now() + 5 * STEP_MS), currentPassword: TEST_PASSWORD },
      cookie,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: INVALID_CODE_MESSAGE,
      fieldErrors: { code: [INVALID_CODE_MESSAGE] },
    });

    const enable = await t.call({
      method: 'POST',
      url: '/api/profile/two-factor/enable',
      payload: { code: codeAt(secret), currentPassword: TEST_PASSWORD },
      cookie,
    });
    expect(enable.statusCode).toBe(200);
    const codes = enable.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await me(cookie)).json().twoFactorEnabled).toBe(true);
    const settings = await t.call({ method: 'GET', url: '/api/account-settings', cookie });
    expect(settings.json().security.twoFactorEnabled).toBe(true);
    const again = await t.call({ method: 'POST', url: '/api/profile/two-factor/setup', cookie });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a code that is not six digits with the field message, and answers 401 signed out', async () => {
    const cookie = await t.signInAs('viewer', 'shape@test.example.com');
    const bad = await t.call({
      method: 'POST',
      url: '/api/profile/two-factor/enable',
      payload: { code: '12ab', currentPassword: TEST_PASSWORD },
      cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.code).toEqual(['Enter the 6-digit code']);
    expect((await t.call({ method: 'POST', url: '/api/profile/two-factor/setup' })).statusCode).toBe(401);
  });
});

describe('signing in with two-factor', () => {
  it('asks for the code, gives no usable session until it comes, and refuses a code twice', async () => {
    const { secret } = await enrolled('editor', 'tf@test.example.com');
    const first = await login('tf@test.example.com');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    const pending = cookieOf(first);
    expect((await me(pending)).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/formulations', cookie: pending })).statusCode).toBe(401);

    // The code used to enable two-factor is spent: the same step is refused (no replay).
    const replay = await secondStep(pending, { code: codeAt(secret) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(INVALID_CODE_MESSAGE);

    const next = codeAt(secret, Date.now() + STEP_MS);
    const ok = await secondStep(pending, { code: next });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().email).toBe('tf@test.example.com');
    const session = cookieOf(ok);
    expect(session).not.toBe(pending);
    expect((await me(session)).statusCode).toBe(200);

    const again = await login('tf@test.example.com');
    const replayed = await secondStep(cookieOf(again), { code: next });
    expect(replayed.statusCode).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const { recoveryCodes } = await enrolled('viewer', 'rc@test.example.com');
    const first = await secondStep(cookieOf(await login('rc@test.example.com')), {
      recoveryCode: recoveryCodes[0]!,
    });
    expect(first.statusCode).toBe(200);
    const reused = await secondStep(cookieOf(await login('rc@test.example.com')), {
      recoveryCode: recoveryCodes[0]!,
    });
    expect(reused.statusCode).toBe(401);
    const other = await secondStep(cookieOf(await login('rc@test.example.com')), {
      recoveryCode: recoveryCodes[1]!.toUpperCase(),
    });
    expect(other.statusCode).toBe(200);
  });

  it('counts wrong codes as failed sign-ins: the fifth locks the pair', async () => {
    const { secret } = await enrolled('viewer', 'guess@test.example.com');
    const pending = cookieOf(await login('guess@test.example.com'));
    const wrong = codeAt(secret, Date.now() + 10 * STEP_MS);
    for (let i = 0; i < 4; i++) expect((await secondStep(pending, { code: wrong })).statusCode).toBe(401);
    const fifth = await secondStep(pending, { code: wrong });
    expect(fifth.statusCode).toBe(429);
    // The pending session is gone, and the pair stays locked for a fresh password sign-in too.
    expect((await secondStep(pending, { code: codeAt(secret, Date.now() + STEP_MS) })).statusCode).toBe(401);
    expect((await login('guess@test.example.com')).statusCode).toBe(429);
  });

  it('refuses the second step without a pending sign-in', async () => {
    const response = await secondStep('', { code: '123456' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your sign-in has expired. Sign in again.');
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a current code', async () => {
    const { secret, cookie } = await enrolled('editor', 'off@test.example.com');
    const wrongPassword = await t.call({
      method: 'POST',
      url: '/api/profile/two-factor/disable',
      payload: { password: 'Wrong!2345', code: codeAt(secret, Date.now() + STEP_MS) },
      cookie,
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fieldErrors.password).toEqual(['Current password is incorrect']);
    const off = await t.call({
      method: 'POST',
      url: '/api/profile/two-factor/disable',
      payload: { password: TEST_PASSWORD, code: codeAt(secret, Date.now() + STEP_MS) },
      cookie,
    });
    expect(off.statusCode, off.body).toBe(200);
    const signIn = await login('off@test.example.com');
    expect(signIn.json().email).toBe('off@test.example.com');
  });

  it('lets an administrator reset a user’s two-factor, logged; 403 for others, 404 and 409 where due', async () => {
    await enrolled('editor', 'lost@test.example.com');
    const target = await t.createUser('editor', 'lost@test.example.com');
    const url = `/api/admin/users/${target.id}/two-factor/reset`;
    const editor = await t.signInAs('editor', 'other-editor@test.example.com');
    expect((await t.call({ method: 'POST', url, cookie: editor })).statusCode).toBe(403);
    const reset = await t.call({ method: 'POST', url, cookie: admin });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await t.call({ method: 'POST', url, cookie: admin })).statusCode).toBe(409);
    const missing = '/api/admin/users/00000000-0000-4000-8000-000000000000/two-factor/reset';
    expect((await t.call({ method: 'POST', url: missing, cookie: admin })).statusCode).toBe(404);
    expect((await activityOf(t, target.id)).map((entry) => entry.action)).toContain('two_factor_reset');
    expect((await login('lost@test.example.com')).json().email).toBe('lost@test.example.com');
  });
});

describe('two-factor required for administrators', () => {
  it('makes an administrator without it enrol at sign-in before anything else', async () => {
    await t.createUser('admin', 'new-admin@test.example.com');
    await updateSettings(t, admin, (settings) => {
      settings.security.requireTwoFactorForAdmins = true;
    });
    try {
      const first = await login('new-admin@test.example.com');
      expect(first.json()).toEqual({ twoFactorEnrolmentRequired: true });
      const pending = cookieOf(first);
      expect((await me(pending)).statusCode).toBe(401);
      expect((await t.call({ method: 'GET', url: '/api/admin/users', cookie: pending })).statusCode).toBe(
        401,
      );
      const setup = await t.call({ method: 'POST', url: '/api/profile/two-factor/setup', cookie: pending });
      expect(setup.statusCode).toBe(200);
      const enable = await t.call({
        method: 'POST',
        url: '/api/profile/two-factor/enable',
        payload: { code: codeAt(setup.json().secret) },
        cookie: pending,
      });
      expect(enable.statusCode).toBe(200);
      const session = cookieOf(enable);
      expect(session).not.toBe(pending);
      expect((await me(session)).json().twoFactorEnabled).toBe(true);
    } finally {
      await updateSettings(t, admin, (settings) => {
        settings.security.requireTwoFactorForAdmins = false;
      });
    }
  });
});
