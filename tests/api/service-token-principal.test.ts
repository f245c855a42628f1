import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { finished } from '../support/exports-app.ts';
import { supplierPayload } from '../support/factories.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * A service token is its own principal (ADR 029): it has its role's rights and owns nothing personal. The
 * probe's finding: a "viewer" service token downloaded its administrator's admin-only users export, read the
 * administrator's account settings and changed the administrator's profile, e-mail included.
 */
let t: TestApp;
let admin: string;
let adminEmail: string;
let viewerToken: string;
let writerToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminEmail = 'principal-admin@test.example.com';
  admin = await t.signInAs('admin', adminEmail);
  const create = async (name: string, role: string, access: 'read' | 'write') => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/tokens',
      payload: { name, role, access, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().token as string;
  };
  viewerToken = await create('Label printer', 'viewer', 'write');
  writerToken = await create('Purchasing system', 'procurement_specialist', 'write');
});
afterAll(async () => t.close());

const api = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload && { 'content-type': 'application/json' }),
    },
    ...(payload && { payload }),
  });

/** A token's export once its background job has finished, as the token's own list answers it. */
async function tokenExportDone(token: string, id: string) {
  let record: { id: string; status: string; downloadUrl: string } | undefined;
  await expect
    .poll(
      async () => {
        record = (await api(token, 'GET', '/api/exports'))
          .json()
          .find((entry: { id: string }) => entry.id === id);
        return record?.status;
      },
      { timeout: 20_000, interval: 50 },
    )
    .toBe('completed');
  return record!;
}

describe('a service token owns nothing personal', () => {
  it('is refused the profile, account settings, notices and the current-user answer', async () => {
    const profile = {
      firstName: 'Mallory',
      lastName: 'X',
      email: 'mallory@evil.example',
      phone: '',
      company: '',
      bio: '',
    };
    const attempts = [
      await api(viewerToken, 'PATCH', '/api/profile', profile),
      await api(viewerToken, 'GET', '/api/account-settings'),
      await api(viewerToken, 'PATCH', '/api/account-settings', {}),
      await api(viewerToken, 'GET', '/api/account-notices'),
      await api(viewerToken, 'POST', '/api/account-notices/read', { ids: [] }),
      await api(viewerToken, 'GET', '/api/notifications'),
      await api(viewerToken, 'GET', '/api/auth/user'),
      await api(viewerToken, 'PATCH', '/api/profile/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Another!2345x',
      }),
      await api(viewerToken, 'POST', '/api/profile/two-factor/setup'),
      await api(viewerToken, 'GET', '/api/profile/tokens'),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual(attempts.map(() => 403));
    // The administrator's record is as it was.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, adminEmail));
    expect(row).toMatchObject({ email: adminEmail, firstName: 'admin' });
  });

  it('never sees or downloads its administrator’s exports', async () => {
    const made = await t.call({
      method: 'POST',
      url: '/api/exports',
      payload: { templates: ['users'], format: 'csv', dateRange: 'all_time' },
      cookie: admin,
    });
    expect(made.statusCode, made.body).toBe(201);
    // Made in the background (ADR 039): wait until it is there to be downloaded.
    const usersExport = await finished(admin, made.json()[0].id, t);
    expect(usersExport.status).toBe('completed');
    expect((await api(viewerToken, 'GET', '/api/exports')).json()).toEqual([]);
    const download = await api(viewerToken, 'GET', `/api/exports/${usersExport.id}/download`);
    expect(download.statusCode).toBe(404);
    expect(download.body).not.toContain(adminEmail);
    expect((await api(writerToken, 'DELETE', `/api/exports/${usersExport.id}`)).statusCode).toBe(404);
    // Still the administrator's.
    const own = await t.call({ method: 'GET', url: usersExport.downloadUrl, cookie: admin });
    expect(own.statusCode).toBe(200);
  });

  it('keeps the exports it makes as its own, apart from its administrator’s and other tokens’', async () => {
    await t.call({ method: 'POST', url: '/api/suppliers', payload: supplierPayload(), cookie: admin });
    const made = await api(writerToken, 'POST', '/api/exports', {
      templates: ['suppliers'],
      format: 'csv',
      dateRange: 'all_time',
    });
    expect(made.statusCode, made.body).toBe(201);
    const mine = await tokenExportDone(writerToken, made.json()[0].id);
    const listed = (await api(writerToken, 'GET', '/api/exports')).json();
    expect(listed.map((record: { id: string }) => record.id)).toEqual([mine.id]);
    expect((await api(writerToken, 'GET', mine.downloadUrl)).statusCode).toBe(200);
    // Neither the administrator who made the token nor another token sees it.
    const adminList = (await t.call({ method: 'GET', url: '/api/exports', cookie: admin })).json();
    expect(adminList.map((record: { id: string }) => record.id)).not.toContain(mine.id);
    expect((await t.call({ method: 'GET', url: mine.downloadUrl, cookie: admin })).statusCode).toBe(404);
    expect((await api(viewerToken, 'GET', mine.downloadUrl)).statusCode).toBe(404);
    // Its role's rights only: a viewer's token may not export the administrators' templates.
    const refused = await api(viewerToken, 'POST', '/api/exports', {
      templates: ['users'],
      format: 'csv',
      dateRange: 'all_time',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('still does what its role may', async () => {
    expect((await api(viewerToken, 'GET', '/api/formulations')).statusCode).toBe(200);
    expect((await api(writerToken, 'POST', '/api/suppliers', supplierPayload())).statusCode).toBe(201);
  });
});
