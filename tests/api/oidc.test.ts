import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt } from '../../src/server/modules/two-factor/totp.ts';
import { startOidcServer, type TestOidcServer } from '../support/oidc-server.ts';
import { buildTestApp, ORIGIN, type TestApp } from '../support/test-app.ts';

/**
 * Single sign-on end to end (issue 13): the app against a real OpenID provider started here (`oidc-provider`),
 * Authorization Code with PKCE, over real HTTP between them; the browser's part is played by fetch.
 */
let t: TestApp;
let idp: TestOidcServer;
const CALLBACK = new URL('/api/auth/oidc/callback', ORIGIN).href;

beforeAll(async () => {
  idp = await startOidcServer({ redirectUris: [CALLBACK], roles: { 'boss.sso@test.example.com': 'admin' } });
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

/** A browser at the provider: follows redirects by hand, keeping the provider's cookies. */
async function atProvider(start: string, email: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = start;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 10; hop++) {
    if (new URL(url).pathname === '/api/auth/oidc/callback') return new URL(url);
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      jar.set(name!.trim(), rest.join('='));
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      method = 'GET';
      body = undefined;
      continue;
    }
    const form = (await response.text()).match(/action="([^"]+)"/);
    expect(form, `no form at ${url}`).not.toBeNull();
    url = new URL(form![1]!, url).href;
    method = 'POST';
    body = new URLSearchParams({ email }).toString();
  }
  throw new Error('the provider never sent the browser back');
}

/** The whole round trip: our /api/login, the provider, and back to our callback. */
async function signOn(email: string): Promise<LightMyRequestResponse> {
  const login = await t.call({ method: 'GET', url: '/api/login' });
  expect(login.statusCode).toBe(302);
  expect(login.headers.location).toBe('/api/auth/oidc/start');
  const start = await t.call({ method: 'GET', url: '/api/auth/oidc/start' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(idp.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
  const checks = start.cookies.find((cookie) => cookie.name === 'formulary_oidc')!;
  expect(checks.httpOnly).toBe(true);
  const back = await atProvider(authorize.href, email);
  return t.call({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookie: `formulary_oidc=${checks.value}`,
  });
}

const sessionOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name.includes('formulary_session'));
  return cookie ? `${cookie.name}=${cookie.value}` : '';
};

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

  it('maps the role from the configured claim', async () => {
    const back = await signOn('boss.sso@test.example.com');
    const me = await t.call({ method: 'GET', url: '/api/auth/user', cookie: sessionOf(back) });
    expect(me.json().role).toBe('admin');
  });

  it('matches an existing account by verified e-mail, keeping its role', async () => {
    await t.createUser('editor', 'known.sso@test.example.com');
    const back = await signOn('known.sso@test.example.com');
    const me = await t.call({ method: 'GET', url: '/api/auth/user', cookie: sessionOf(back) });
    expect(me.json()).toMatchObject({ email: 'known.sso@test.example.com', role: 'editor' });
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
