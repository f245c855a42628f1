import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAdmin } from '../../src/server/db/bootstrap-admin.ts';
import { users } from '../../src/server/db/schema.ts';
import { adminUserPayload, updateSettings } from '../support/factories.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

/**
 * The system settings' password policy governs every path that sets a password: sign-up, invitation,
 * admin create and reset, profile, and the production bootstrap of the first administrator (docs/product-rules.md, "Sign-in and permissions").
 */
let t: TestApp;
let admin: string;
// 12 characters, no number and no special character: what this policy asks, and what the spec's rule refuses.
const RELAXED = { minLength: 12, requireSpecialChar: false, requireNumbers: false, allowPassphrases: false };
const ACCEPTED = 'Plainpassword';
const TOO_SHORT = 'Short!1';
// Sign-up is open only with e-mail (ADR 030).
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await t.signInAs('admin', 'policy-admin@test.example.com');
  await updateSettings(t, admin, (settings) => {
    settings.security.passwordPolicy = RELAXED;
    settings.platform.registrationOpen = true;
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const expectRefused = (response: { statusCode: number; json(): { message: string } }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe('Password must be at least 12 characters');
};

describe('password policy on every path', () => {
  it('tells the forms the policy in force', async () => {
    const config = (await t.call({ method: 'GET', url: '/api/app-config' })).json();
    expect(config.passwordPolicy).toEqual(RELAXED);
  });

  it('governs self sign-up', async () => {
    const payload = (password: string, email: string) => ({ firstName: 'S', lastName: 'U', email, password });
    expectRefused(
      await t.call({
        method: 'POST',
        url: '/api/auth/register',
        payload: payload(TOO_SHORT, 'su1@test.example.com'),
      }),
    );
    const ok = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload(ACCEPTED, 'su2@test.example.com'),
    });
    expect(ok.statusCode, ok.body).toBe(202);
  });

  it('governs admin create and reset', async () => {
    expectRefused(
      await t.call({
        method: 'POST',
        url: '/api/admin/users',
        payload: adminUserPayload({ password: TOO_SHORT }),
        cookie: admin,
      }),
    );
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: adminUserPayload({ password: ACCEPTED }),
      cookie: admin,
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json().user;
    const reset = (password: string) =>
      t.call({
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        payload: { ...adminUserPayload({ email: user.email, password }), revision: user.revision },
        cookie: admin,
      });
    expectRefused(await reset(TOO_SHORT));
    expect((await reset(`${ACCEPTED}x`)).statusCode).toBe(200);
  });

  it('governs the invitation', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: adminUserPayload({ password: '' }),
      cookie: admin,
    });
    const token = new URL(created.json().invitationUrl).searchParams.get('invite');
    const accept = (password: string) =>
      t.call({ method: 'POST', url: '/api/auth/accept-invite', payload: { token, password } });
    expectRefused(await accept(TOO_SHORT));
    expect((await accept(ACCEPTED)).statusCode).toBe(200);
  });

  it('governs the profile’s password change', async () => {
    const cookie = await t.signInAs('viewer', 'changer@test.example.com');
    const change = (newPassword: string) =>
      t.call({
        method: 'PATCH',
        url: '/api/profile/password',
        payload: { currentPassword: TEST_PASSWORD, newPassword },
        cookie,
      });
    const refused = await change(TOO_SHORT);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.newPassword).toEqual(['Password must be at least 12 characters']);
    expect((await change(ACCEPTED)).statusCode).toBe(200);
  });

  it('governs the first administrator of a production start', async () => {
    const empty = await createTestDatabase('base');
    try {
      const email = 'first-admin@test.example.com';
      const weak = await bootstrapAdmin(empty.db, { email, password: 'weakpassword', production: true });
      expect(weak).toBe(
        'ADMIN_PASSWORD does not meet the password policy: Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
      );
      expect((await empty.db.select().from(users)).length).toBe(0);
      expect(
        await bootstrapAdmin(empty.db, { email, password: 'Strong!2345', production: true }),
      ).toBeUndefined();
      const [created] = await empty.db.select().from(users);
      expect(created).toMatchObject({ email, role: 'admin' });
    } finally {
      await empty.drop();
    }
  });
});
