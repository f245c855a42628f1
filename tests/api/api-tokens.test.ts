import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, users } from '../../src/server/db/schema.ts';
import { activityOf, rawMaterialPayload, supplierPayload } from '../support/factories.ts';
import { buildTestApp, requestLogWritten, type TestApp } from '../support/test-app.ts';

/** API tokens (ADR 018): personal and service tokens, their rights, expiry, revocation, CSRF, logs, limits. */
let t: TestApp;
const log: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ log, env: { LOG_LEVEL: 'trace', API_TOKEN_RATE_LIMIT: '40' } });
});
afterAll(async () => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function personalToken(cookie: string, access: 'read' | 'write', name = `token ${access}`) {
  const response = await t.call({
    method: 'POST',
    url: '/api/profile/tokens',
    payload: { name, expiresAt: inDays(30), access },
    cookie,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; token: string; prefix: string };
}

/** A bearer request as an integrator sends it: no Origin, no cookie. */
const api = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(payload && { 'content-type': 'application/json' }) },
    ...(payload && { payload }),
  });

describe('personal tokens', () => {
  it('are shown once, stored hashed and listed with their last use', async () => {
    const cookie = await t.signInAs('editor', 'token-editor@test.example.com');
    const created = await personalToken(cookie, 'read', 'ERP read');
    expect(created.token).toMatch(/^fmy_[\w-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).not.toContain(created.token);
    expect(JSON.stringify(row)).not.toContain(created.token);

    expect((await api(created.token, 'GET', '/api/formulations')).statusCode).toBe(200);
    const list = await t.call({ method: 'GET', url: '/api/profile/tokens', cookie });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    const listed = list.json().find((token: { id: string }) => token.id === created.id);
    expect(listed).toMatchObject({ name: 'ERP read', access: 'read', kind: 'personal', role: null });
    expect(listed.lastUsedAt).not.toBeNull();
    const activity = await activityOf(t, created.id);
    expect(activity.map((entry) => entry.action)).toEqual(['api_token_create', 'api_token_use']);
  });

  it('act with the owner’s role, never above it, and a read token only reads', async () => {
    const viewer = await t.signInAs('viewer', 'token-viewer@test.example.com');
    const viewerToken = await personalToken(viewer, 'write');
    const denied = await api(viewerToken.token, 'POST', '/api/suppliers', supplierPayload());
    expect(denied.statusCode).toBe(403);

    const editor = await t.signInAs('editor', 'token-editor@test.example.com');
    const readToken = await personalToken(editor, 'read');
    const readOnly = await api(readToken.token, 'POST', '/api/suppliers', supplierPayload());
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().message).toBe('This API token is read-only.');

    const writeToken = await personalToken(editor, 'write');
    const created = await api(writeToken.token, 'POST', '/api/suppliers', supplierPayload());
    expect(created.statusCode, created.body).toBe(201);

    // The owner loses the role: the token loses it at once.
    await t.directWrite(() =>
      t.database.db
        .update(users)
        .set({ role: 'viewer' })
        .where(eq(users.email, 'token-editor@test.example.com')),
    );
    expect((await api(writeToken.token, 'POST', '/api/suppliers', supplierPayload())).statusCode).toBe(403);
    await t.createUser('editor', 'token-editor-2@test.example.com');
  });

  it('are exempt from the CSRF rule and never set a cookie', async () => {
    const cookie = await t.signInAs('procurement_specialist', 'token-buyer@test.example.com');
    const { token } = await personalToken(cookie, 'write');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/ingredients',
      headers: { ...bearer(token), origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      payload: rawMaterialPayload(),
    });
    expect(foreign.statusCode, foreign.body).toBe(201);
    expect(foreign.headers['set-cookie']).toBeUndefined();
    // A session without the browser's same-origin proof is still refused.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/ingredients',
      headers: { cookie, 'content-type': 'application/json' },
      payload: rawMaterialPayload(),
    });
    expect(forged.statusCode).toBe(403);
    // Even a sign-in sent with a token sets no cookie.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: { email: 'token-buyer@test.example.com', password: 'Test!2345' },
    });
    expect(signIn.headers['set-cookie']).toBeUndefined();
  });

  it('stop working when expired or revoked, and cannot manage tokens', async () => {
    const cookie = await t.signInAs('editor', 'token-revoker@test.example.com');
    const expiring = await personalToken(cookie, 'read');
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expiring.id));
    expect((await api(expiring.token, 'GET', '/api/formulations')).statusCode).toBe(401);

    const revoked = await personalToken(cookie, 'write');
    expect((await api(revoked.token, 'GET', '/api/profile/tokens')).statusCode).toBe(403);
    const other = await t.signInAs('editor', 'token-other@test.example.com');
    const notTheirs = await t.call({
      method: 'DELETE',
      url: `/api/profile/tokens/${revoked.id}`,
      cookie: other,
    });
    expect(notTheirs.statusCode).toBe(404);
    const response = await t.call({ method: 'DELETE', url: `/api/profile/tokens/${revoked.id}`, cookie });
    expect(response.statusCode).toBe(204);
    expect((await api(revoked.token, 'GET', '/api/formulations')).statusCode).toBe(401);
    const again = await t.call({ method: 'DELETE', url: `/api/profile/tokens/${revoked.id}`, cookie });
    expect(again.statusCode).toBe(404);
  });

  it('refuse an expiry beyond a year, a missing name and a signed-out caller', async () => {
    const cookie = await t.signInAs('editor', 'token-editor-2@test.example.com');
    const late = await t.call({
      method: 'POST',
      url: '/api/profile/tokens',
      payload: { name: 'late', expiresAt: inDays(400), access: 'read' },
      cookie,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().fieldErrors.expiresAt).toEqual(['Expiry must be within one year']);
    const unnamed = await t.call({
      method: 'POST',
      url: '/api/profile/tokens',
      payload: { name: ' ', expiresAt: inDays(1), access: 'read' },
      cookie,
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fieldErrors.name).toEqual(['Name is required']);
    expect((await t.call({ method: 'GET', url: '/api/profile/tokens' })).statusCode).toBe(401);
    expect((await api('fmy_not-a-token', 'GET', '/api/formulations')).statusCode).toBe(401);
  });
});

describe('service tokens', () => {
  it('carry the role an administrator gave them, and only administrators manage them', async () => {
    const admin = await t.signInAs('admin', 'token-admin@test.example.com');
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/tokens',
      payload: {
        name: 'Purchasing system',
        expiresAt: inDays(365),
        access: 'write',
        role: 'procurement_specialist',
      },
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(201);
    const service = response.json();
    expect(service).toMatchObject({ kind: 'service', role: 'procurement_specialist' });
    expect((await api(service.token, 'POST', '/api/ingredients', rawMaterialPayload())).statusCode).toBe(201);
    expect((await api(service.token, 'POST', '/api/suppliers', supplierPayload())).statusCode).toBe(201);
    expect((await api(service.token, 'GET', '/api/admin/stats')).statusCode).toBe(403);

    const editor = await t.signInAs('editor', 'token-editor-2@test.example.com');
    for (const request of [
      { method: 'GET' as const, url: '/api/admin/tokens' },
      { method: 'DELETE' as const, url: `/api/admin/tokens/${service.id}` },
    ])
      expect((await t.call({ ...request, cookie: editor })).statusCode).toBe(403);
    const bad = await t.call({
      method: 'POST',
      url: '/api/admin/tokens',
      payload: { name: 'x', expiresAt: inDays(1), access: 'write', role: 'wizard' },
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);

    const all = await t.call({ method: 'GET', url: '/api/admin/tokens', cookie: admin });
    expect(all.json().map((token: { id: string }) => token.id)).toContain(service.id);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/admin/tokens/${service.id}`, cookie: admin })).statusCode,
    ).toBe(204);
    expect((await api(service.token, 'GET', '/api/ingredients')).statusCode).toBe(401);
  });

  it('stop working when their administrator is one no longer', async () => {
    const admin = await t.signInAs('admin', 'token-admin-2@test.example.com');
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/tokens',
      payload: { name: 'Label printer', expiresAt: inDays(10), access: 'read', role: 'viewer' },
      cookie: admin,
    });
    const { token } = response.json();
    expect((await api(token, 'GET', '/api/formulations')).statusCode).toBe(200);
    await t.directWrite(() =>
      t.database.db
        .update(users)
        .set({ role: 'editor' })
        .where(eq(users.email, 'token-admin-2@test.example.com')),
    );
    expect((await api(token, 'GET', '/api/formulations')).statusCode).toBe(401);
  });
});

describe('limits and logs', () => {
  it('rate-limits each token on its own', async () => {
    const cookie = await t.signInAs('viewer', 'token-busy@test.example.com');
    const busy = await personalToken(cookie, 'read');
    const calm = await personalToken(cookie, 'read');
    const answers: number[] = [];
    for (let i = 0; i < 41; i += 1) answers.push((await api(busy.token, 'GET', '/api/auth/user')).statusCode);
    expect(answers.slice(0, 40).every((status) => status === 200)).toBe(true);
    const limited = await api(busy.token, 'GET', '/api/auth/user');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api(calm.token, 'GET', '/api/auth/user')).statusCode).toBe(200);
  });

  it('never writes a token to the log', async () => {
    const cookie = await t.signInAs('editor', 'token-logged@test.example.com');
    const { token } = await personalToken(cookie, 'write');
    await api(token, 'GET', `/api/formulations?token=${token}`);
    await api(token, 'POST', '/api/suppliers', supplierPayload());
    await requestLogWritten();
    expect(log.some((line) => line.includes('/api/formulations?token=[redacted]'))).toBe(true);
    expect(log.join('\n')).not.toContain(token);
    expect(log.join('\n')).not.toContain(token.slice(10));
  });
});
