import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestOidcServer } from './oidc-server.ts';
import type { TestApp } from './test-app.ts';

/**
 * Single sign-on round trips for the API tests (tests/api/oidc.test.ts, sso-account-linking.test.ts): the app's
 * /api/login, the provider (a real `oidc-provider`, tests/support/oidc-server.ts), and back, the browser's part
 * played by fetch.
 */
/** A browser at the provider: follows redirects by hand, keeping the provider's cookies. */
export async function atProvider(start: string, email: string): Promise<URL> {
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
export async function signOn(
  t: TestApp,
  idp: TestOidcServer,
  email: string,
): Promise<LightMyRequestResponse> {
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

export const sessionOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name.includes('formulary_session'));
  return cookie ? `${cookie.name}=${cookie.value}` : '';
};
