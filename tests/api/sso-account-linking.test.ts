import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { users } from '../../src/server/db/schema.ts';
import { startOidcServer, type TestOidcServer } from '../support/oidc-server.ts';
import { signOn as roundTrip, sessionOf } from '../support/oidc-sign-on.ts';
import { buildTestApp, ORIGIN, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Single sign-on never takes over a local account (ADR 032). The probe's finding: a first sign-on silently linked
 * any local account, the administrator's included, to whoever the identity provider vouched for with that e-mail,
 * and a role claim "admin" made a new user an administrator.
 */
let t: TestApp;
let idp: TestOidcServer;
const CALLBACK = new URL('/api/auth/oidc/callback', ORIGIN).href;
const signOn = (email: string) => roundTrip(t, idp, email);

beforeAll(async () => {
  idp = await startOidcServer({
    redirectUris: [CALLBACK],
    roles: { 'mallory.sso@test.example.com': 'admin' },
  });
  t = await buildTestApp({
    env: {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_ROLE_CLAIM: 'formulary_role',
    },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const me = (cookie: string) => t.call({ method: 'GET', url: '/api/auth/user', cookie });
const subjectOf = async (email: string) =>
  (await t.database.db.select({ subject: users.oidcSubject }).from(users).where(eq(users.email, email)))[0]
    ?.subject ?? null;
const linkCookie = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === 'formulary_sso_link');
  return cookie ? `formulary_sso_link=${cookie.value}` : '';
};

describe('a local account of the same e-mail', () => {
  it('is not taken over: no session, no link, the sign-in screen asks for its password', async () => {
    await t.createUser('admin', 'root.sso@test.example.com');
    const back = await signOn('root.sso@test.example.com');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/sign-in?sso=link');
    expect(sessionOf(back)).toBe('');
    expect(await subjectOf('root.sso@test.example.com')).toBeNull();
    // What waits is sealed: the browser sees neither the subject nor the account.
    const cookie = linkCookie(back);
    expect(cookie).not.toContain('root.sso');
    const pending = await t.call({ method: 'GET', url: '/api/auth/oidc/link', cookie });
    expect(pending.json()).toEqual({ email: 'root.sso@test.example.com' });
  });

  it('is linked once its owner gives the account’s password (a wrong one is a sign-in failure)', async () => {
    await t.createUser('editor', 'owner.sso@test.example.com');
    const back = await signOn('owner.sso@test.example.com');
    const cookie = linkCookie(back);
    const link = (currentPassword: string) =>
      t.call({ method: 'POST', url: '/api/auth/oidc/link', payload: { currentPassword }, cookie });
    const wrong = await link('Wrong!2345');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    expect(await subjectOf('owner.sso@test.example.com')).toBeNull();
    const right = await link(TEST_PASSWORD);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ email: 'owner.sso@test.example.com', role: 'editor' });
    expect(await subjectOf('owner.sso@test.example.com')).not.toBeNull();
    // From now on single sign-on signs the owner in directly.
    const again = await signOn('owner.sso@test.example.com');
    expect(again.headers.location).toBe('/');
    expect((await me(sessionOf(again))).json().email).toBe('owner.sso@test.example.com');
  });

  it('is refused without the pending single sign-on, or with a forged one', async () => {
    const none = await t.call({
      method: 'POST',
      url: '/api/auth/oidc/link',
      payload: { currentPassword: TEST_PASSWORD },
    });
    expect(none.statusCode).toBe(404);
    const forged = await t.call({
      method: 'POST',
      url: '/api/auth/oidc/link',
      payload: { currentPassword: TEST_PASSWORD },
      cookie: 'formulary_sso_link=fsk1.abc.def.ghi.jkl',
    });
    expect(forged.statusCode).toBe(404);
  });

  it('is linked without its password when an administrator allowed it; only administrators may', async () => {
    const target = await t.createUser('viewer', 'allowed.sso@test.example.com');
    const admin = await t.signInAs('admin', 'linker@test.example.com');
    const editor = await t.signInAs('editor', 'not-linker@test.example.com');
    const url = `/api/admin/users/${target.id}/sso-link`;
    expect((await t.call({ method: 'POST', url, cookie: editor })).statusCode).toBe(403);
    const allowed = await t.call({ method: 'POST', url, cookie: admin });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().ssoLinkAllowedUntil).not.toBeNull();
    const back = await signOn('allowed.sso@test.example.com');
    expect(back.headers.location).toBe('/');
    expect((await me(sessionOf(back))).json().email).toBe('allowed.sso@test.example.com');
    const unlinked = await t.call({ method: 'DELETE', url, cookie: admin });
    expect(unlinked.json()).toMatchObject({ ssoLinked: false, ssoLinkAllowedUntil: null });
    expect(await subjectOf('allowed.sso@test.example.com')).toBeNull();
  });
});

describe('roles of new single-sign-on users', () => {
  it('never come from a claim alone: "admin" without OIDC_ROLE_MAP makes a viewer', async () => {
    const back = await signOn('mallory.sso@test.example.com');
    expect((await me(sessionOf(back))).json()).toMatchObject({
      email: 'mallory.sso@test.example.com',
      role: 'viewer',
    });
  });

  it('OIDC_ROLE_MAP is checked at start: an unknown role stops the boot', () => {
    const base = {
      OIDC_ISSUER: 'http://127.0.0.1:1',
      OIDC_CLIENT_ID: 'x',
      OIDC_CLIENT_SECRET: 'y',
    };
    expect(
      loadConfig({ ...base, OIDC_ROLE_MAP: 'formulary-admins=admin,chemists=rd_scientist' }).oidc,
    ).toMatchObject({
      roleClaim: 'groups',
      roleMap: [
        ['formulary-admins', 'admin'],
        ['chemists', 'rd_scientist'],
      ],
    });
    expect(() => loadConfig({ ...base, OIDC_ROLE_MAP: 'chemists=wizard' })).toThrow(/OIDC_ROLE_MAP/);
  });
});
