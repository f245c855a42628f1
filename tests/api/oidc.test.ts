import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt } from '../../src/server/modules/two-factor/totp.ts';
import { startOidcServer, type TestOidcServer } from '../support/oidc-server.ts';
import { signOn as roundTrip, sessionOf } from '../support/oidc-sign-on.ts';
import { buildTestApp, ORIGIN, type TestApp } from '../support/test-app.ts';

/**
 * Single sign-on end to end (docs/product-rules.md, "Sign-in and permissions"): the app against a real OpenID provider started here (`oidc-provider`),
 * Authorization Code with PKCE, over real HTTP between them; the browser's part is played by fetch.
 */
let t: TestApp;
let idp: TestOidcServer;
const CALLBACK = new URL('/api/auth/oidc/callback', ORIGIN).href;
const signOn = (email: string) => roundTrip(t, idp, email);

beforeAll(async () => {
  idp = await startOidcServer({
    redirectUris: [CALLBACK],
    roles: { 'boss.sso@test.example.com': 'formulary-admins', 'named.sso@test.example.com': 'admin' },
  });
  t = await buildTestApp({
    env: {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_ROLE_CLAIM: 'formulary_role',
      OIDC_ROLE_MAP: 'formulary-admins=admin,chemists=rd_scientist',
    },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

describe('single sign-on', () => {
  it('advertises itself to the sign-in screen', async () => {
    const config = await t.call({ method: 'GET', url: '/api/app-config' });
    expect(config.json().ssoEnabled).toBe(true);
  });

  it('creates a new user as a viewer from a verified e-mail and signs them in', async () => {
    const back = await signOn('new.sso@test.example.com');
    expect(back.statusCode, back.body).toBe(302);
    expect(back.headers.location).toBe('/');
    const me = await t.call({ method: 'GET', url: '/api/auth/user', cookie: sessionOf(back) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'new.sso@test.example.com', role: 'viewer', firstName: 'Sso' });
  });

  it('maps the role from the configured claim through OIDC_ROLE_MAP only', async () => {
    const back = await signOn('boss.sso@test.example.com');
    const me = await t.call({ method: 'GET', url: '/api/auth/user', cookie: sessionOf(back) });
    expect(me.json().role).toBe('admin');
    // A claim value that happens to be a role's name is no role: only the map names roles (ADR 032).
    const named = await signOn('named.sso@test.example.com');
    const other = await t.call({ method: 'GET', url: '/api/auth/user', cookie: sessionOf(named) });
    expect(other.json().role).toBe('viewer');
  });

  it('refuses an e-mail the provider did not verify', async () => {
    const back = await signOn('unverified.sso@test.example.com');
    expect(back.headers.location).toBe('/sign-in?sso=unverified');
    expect(sessionOf(back)).toBe('');
  });

  it('refuses a callback without the browser’s checks (state and PKCE verifier)', async () => {
    const response = await t.call({ method: 'GET', url: '/api/auth/oidc/callback?code=forged&state=forged' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sign-in?sso=failed');
  });

  it('still asks for the code of a user with two-factor sign-in', async () => {
    const first = await signOn('tf.sso@test.example.com');
    const cookie = sessionOf(first);
    const setup = await t.call({ method: 'POST', url: '/api/profile/two-factor/setup', cookie });
    const { secret } = setup.json();
    const enabled = await t.call({
      method: 'POST',
      url: '/api/profile/two-factor/enable',
      payload: { code: codeAt(secret) },
      cookie,
    });
    expect(enabled.statusCode).toBe(200);
    const again = await signOn('tf.sso@test.example.com');
    expect(again.headers.location).toBe('/sign-in?step=two-factor');
    const pending = sessionOf(again);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: pending })).statusCode).toBe(401);
    const done = await t.call({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { code: codeAt(secret, Date.now() + 30_000) },
      cookie: pending,
    });
    expect(done.statusCode, done.body).toBe(200);
  });
});
