import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_SENT_MESSAGE } from '../../src/domain/user/email-confirmation.ts';
import { users } from '../../src/server/db/schema.ts';
import { updateSettings } from '../support/factories.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Sign-up answers the same for a taken and a new e-mail (ADR 030): the new address gets a link that creates the
 * account, the owner of a taken one gets a warning instead; nothing in the answer tells them apart.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  const admin = await t.signInAs('admin', 'signup-admin@test.example.com');
  await updateSettings(t, admin, (settings) => {
    settings.platform.registrationOpen = true;
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const register = (email: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'New', lastName: 'Person', email, password: 'Fresh!Start24' },
  });
async function mailsTo(address: string) {
  await expect.poll(() => smtp.to(address).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  return smtp.to(address).map((mail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

describe('self sign-up', () => {
  it('answers a taken and a new address the same way', async () => {
    await t.createUser('editor', 'taken@test.example.com');
    const taken = await register('taken@test.example.com');
    const fresh = await register('fresh@test.example.com');
    expect(taken.statusCode).toBe(202);
    expect(fresh.statusCode).toBe(202);
    expect(taken.json()).toEqual({ message: SIGN_UP_SENT_MESSAGE });
    expect(fresh.body).toBe(taken.body);
    // Neither signs anyone in.
    expect(taken.cookies).toEqual([]);
    expect(fresh.cookies).toEqual([]);
    // The owner of the taken address is warned; the taken account is unchanged.
    const [warning] = await mailsTo('taken@test.example.com');
    expect(warning).toContain('already has one');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'taken@test.example.com'));
    expect(row!.firstName).toBe('editor');
  });

  it('creates the account only when the link is followed, then signs it in as a Viewer', async () => {
    await register('linked@test.example.com');
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'linked@test.example.com')),
    ).toEqual([]);
    const [mail] = await mailsTo('linked@test.example.com');
    const token = /\/sign-in\?confirm=([\w-]+)/.exec(mail!)?.[1];
    const confirmed = await t.call({
      method: 'POST',
      url: '/api/auth/email-confirmations',
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ purpose: 'sign_up', email: 'linked@test.example.com' });
    const cookie = confirmed.cookies.find((c) => c.name.includes('formulary_session'))!;
    const me = await t.call({
      method: 'GET',
      url: '/api/auth/user',
      cookie: `${cookie.name}=${cookie.value}`,
    });
    expect(me.json()).toMatchObject({ email: 'linked@test.example.com', role: 'viewer', firstName: 'New' });
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'linked@test.example.com', password: 'Fresh!Start24' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a bad link and still checks the password before anything', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/api/auth/email-confirmations',
      payload: { token: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This link is invalid or has expired.');
    const weak = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'W', lastName: 'P', email: 'weak@test.example.com', password: 'weakweak' },
    });
    expect(weak.statusCode).toBe(400);
  });

  it('is not offered without e-mail (SMTP), whatever the setting says', async () => {
    const mailless = await buildTestApp();
    try {
      const admin = await mailless.signInAs('admin', 'mailless@test.example.com');
      await updateSettings(mailless, admin, (settings) => {
        settings.platform.registrationOpen = true;
      });
      expect((await mailless.call({ method: 'GET', url: '/api/app-config' })).json().registrationOpen).toBe(
        false,
      );
      const response = await mailless.call({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'N',
          lastName: 'M',
          email: 'nomail@test.example.com',
          password: 'Fresh!Start24',
        },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await mailless.close();
    }
  });
});
