import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../src/server/db/schema.ts';
import { activityOf, adminUserPayload, updateSettings } from '../support/factories.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import {
  admin,
  cookieOf,
  create,
  login,
  startUsersAppWith,
  stopUsersApp,
  t,
  userCount,
} from '../support/users-app.ts';

/**
 * Accounts made without an admin-set password (docs/product-rules.md, "Sign-in and permissions"): a one-time invitation
 * link whose token is stored only as a hash, and self sign-up, POST /api/auth/register, open only when the
 * settings say so and held to the password policy.
 */
// Sign-up confirms the address by e-mail (ADR 030): a real SMTP server in the test process.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  await startUsersAppWith({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await stopUsersApp();
  await smtp.close();
});

describe('invitations', () => {
  async function invite() {
    const response = await create(adminUserPayload({ password: undefined }));
    expect(response.statusCode).toBe(201);
    const { user, invitationUrl } = response.json();
    const token = new URL(invitationUrl).searchParams.get('invite')!;
    return { user, invitationUrl: invitationUrl as string, token };
  }

  it('returns a one-time link once and stores only the hash of its token', async () => {
    const { user, invitationUrl, token } = await invite();
    expect(invitationUrl).toMatch(/\/sign-in\?invite=/);
    expect(user.invitationPending).toBe(true);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.userId, user.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // No password yet: nobody can sign in as this user.
    expect((await login(user.email, 'Anything!2345')).statusCode).toBe(401);
    const info = await t.call({ method: 'GET', url: `/api/auth/invitations/${token}` });
    expect(info.json()).toEqual({ email: user.email, firstName: 'Ana', lastName: user.lastName });
  });

  it('accepting sets the password (policy checked), signs the user in, and works only once', async () => {
    const { user, token } = await invite();
    const accept = (password: string) =>
      t.call({ method: 'POST', url: '/api/auth/accept-invite', payload: { token, password } });
    const weak = await accept('password');
    expect(weak.statusCode).toBe(400);
    const ok = await accept('Chosen!2345');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: user.id, email: user.email });
    const me = await t.call({ method: 'GET', url: '/api/auth/user', cookie: cookieOf(ok) });
    expect(me.json().id).toBe(user.id);
    expect((await login(user.email, 'Chosen!2345')).statusCode).toBe(200);
    const again = await accept('Another!2345');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This invitation link is invalid or has expired.');
    expect((await activityOf(t, user.id)).map((e) => e.action)).toContain('user_invite_accept');
  });

  it('refuses an expired or unknown token', async () => {
    const { token } = await invite();
    await t.database.db.execute(sql`update invitations set expires_at = now() - interval '1 minute'`);
    for (const candidate of [token, 'not-a-token']) {
      const response = await t.call({
        method: 'POST',
        url: '/api/auth/accept-invite',
        payload: { token: candidate, password: 'Chosen!2345' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This invitation link is invalid or has expired.');
      expect((await t.call({ method: 'GET', url: `/api/auth/invitations/${candidate}` })).statusCode).toBe(
        400,
      );
    }
  });
});

describe('POST /api/auth/register (self sign-up)', () => {
  const payload = () => {
    const { role: _role, ...rest } = adminUserPayload({ password: 'SignUp!2345' });
    return rest;
  };
  const register = (body: object) => t.call({ method: 'POST', url: '/api/auth/register', payload: body });

  it('answers 404 while registration is closed', async () => {
    const before = await userCount();
    expect((await register(payload())).statusCode).toBe(404);
    expect((await register({})).statusCode).toBe(404);
    expect(await userCount()).toBe(before);
  });

  it('mails a link that creates a signed-in viewer when open; refuses a weak password', async () => {
    await updateSettings(t, admin, (s) => (s.platform.registrationOpen = true));
    try {
      const body = payload();
      const response = await register(body);
      expect(response.statusCode, response.body).toBe(202);
      await expect.poll(() => smtp.to(body.email).length, { timeout: 10_000 }).toBe(1);
      const text = smtp
        .to(body.email)[0]!
        .raw.replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const token = /confirm=([\w-]+)/.exec(text)![1];
      const confirmed = await t.call({
        method: 'POST',
        url: '/api/auth/email-confirmations',
        payload: { token },
      });
      const me = await t.call({ method: 'GET', url: '/api/auth/user', cookie: cookieOf(confirmed) });
      expect(me.json()).toMatchObject({ email: body.email, role: 'viewer' });
      // A taken address answers as a new one does (sign-up-same-answer.test.ts).
      expect((await register(body)).statusCode).toBe(202);
      const weak = await register({ ...payload(), password: 'weakweak' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe(
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      );
      await updateSettings(t, admin, (s) => (s.security.passwordPolicy.minLength = 16));
      const policy = await register({ ...payload(), password: 'Short!2345' });
      expect(policy.statusCode).toBe(400);
      expect(policy.json().message).toBe('Password must be at least 16 characters');
      expect((await register({ ...payload(), firstName: '' })).json().message).toBe('First name is required');
    } finally {
      await updateSettings(t, admin, (s) => {
        s.platform.registrationOpen = false;
        s.security.passwordPolicy.minLength = 8;
      });
    }
  });
});
