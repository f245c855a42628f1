import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../src/domain/user/password.ts';
import { isCommonPassword } from '../../src/server/modules/auth/password-rules.ts';
import { adminUserPayload, updateSettings } from '../support/factories.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Common passwords are refused on every path that sets one (ADR 030): the spec's rule lets "Password1!" and
 * "Passw0rd!" through, the common-password list of a registry package does not. The passphrase setting
 * (NIST SP 800-63B) lets a long passphrase skip the character rules, never the list.
 */
let t: TestApp;
let admin: string;
// Sign-up is open only with e-mail (ADR 030).
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await t.signInAs('admin', 'common-admin@test.example.com');
  await updateSettings(t, admin, (settings) => {
    settings.platform.registrationOpen = true;
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const PHRASE = 'purple elephants dance at noon';

const expectCommon = (response: { statusCode: number; body: string; json(): { message: string } }) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toBe(COMMON_PASSWORD_MESSAGE);
};

describe('the common-password list', () => {
  it('holds at least the 10,000 most common passwords, normalised', () => {
    for (const password of [
      'Password1!',
      'Passw0rd!',
      'PASSWORD1!',
      'Qwerty123!',
      '!Iloveyou1',
      'Welcome1!',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    // The demo accounts' and the tests' passwords are not on it.
    for (const password of ['Demo!2345', TEST_PASSWORD, 'Valid!2345', 'Bench!2345', 'Ops!23456']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('refuses a common password at admin create and reset', async () => {
    expectCommon(
      await t.call({
        method: 'POST',
        url: '/api/admin/users',
        payload: adminUserPayload({ password: 'Password1!' }),
        cookie: admin,
      }),
    );
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: adminUserPayload(),
      cookie: admin,
    });
    const user = created.json().user;
    const reset = await t.call({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      payload: { ...adminUserPayload({ email: user.email }), password: 'Passw0rd!', revision: user.revision },
      cookie: admin,
    });
    expectCommon(reset);
  });

  it('refuses a common password at sign-up and at a password change', async () => {
    expectCommon(
      await t.call({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'C',
          lastName: 'P',
          email: 'common-su@test.example.com',
          password: 'Passw0rd!',
        },
      }),
    );
    const cookie = await t.signInAs('editor', 'common-changer@test.example.com');
    expectCommon(
      await t.call({
        method: 'PATCH',
        url: '/api/profile/password',
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'Password1!' },
        cookie,
      }),
    );
  });
});

describe('passphrases (System Settings)', () => {
  it('are off by default: a long lower-case passphrase breaks the character rules', async () => {
    const settings = (await t.call({ method: 'GET', url: '/api/admin/settings', cookie: admin })).json();
    expect(settings.security.passwordPolicy.allowPassphrases).toBe(false);
    const refused = await t.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: adminUserPayload({ password: PHRASE }),
      cookie: admin,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );
  });

  it('once allowed, accept 15 or more characters without the rules, never 14, never a common one', async () => {
    await updateSettings(t, admin, (settings) => {
      settings.security.passwordPolicy.allowPassphrases = true;
    });
    const config = (await t.call({ method: 'GET', url: '/api/app-config' })).json();
    expect(config.passwordPolicy.allowPassphrases).toBe(true);
    const create = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/admin/users',
        payload: adminUserPayload({ password }),
        cookie: admin,
      });
    expect((await create(PHRASE)).statusCode).toBe(201);
    expect((await create('abcdefghijklmno')).statusCode).toBe(201); // 15
    expect((await create('abcdefghijklmn')).statusCode).toBe(400); // 14
    // A listed password of 15 or more characters is still refused.
    expectCommon(await create('passwordpassword'));
    await updateSettings(t, admin, (settings) => {
      settings.security.passwordPolicy.allowPassphrases = false;
    });
  });

  it('is a boolean setting only administrators change', async () => {
    const current = (await t.call({ method: 'GET', url: '/api/admin/settings', cookie: admin })).json();
    delete current.updatedAt;
    current.security.passwordPolicy.allowPassphrases = 'yes';
    const bad = await t.call({ method: 'POST', url: '/api/admin/settings', payload: current, cookie: admin });
    expect(bad.statusCode).toBe(400);
    const editor = await t.signInAs('editor', 'common-editor@test.example.com');
    current.security.passwordPolicy.allowPassphrases = true;
    const forbidden = await t.call({
      method: 'POST',
      url: '/api/admin/settings',
      payload: current,
      cookie: editor,
    });
    expect(forbidden.statusCode).toBe(403);
    const after = (await t.call({ method: 'GET', url: '/api/admin/settings', cookie: admin })).json();
    expect(after.security.passwordPolicy.allowPassphrases).toBe(false);
  });
});
