import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf, adminUserPayload } from '../support/factories.ts';
import { TEST_PASSWORD } from '../support/test-app.ts';
import {
  admin,
  adminId,
  create,
  createUser,
  login,
  startUsersApp,
  stopUsersApp,
  t,
  userCount,
} from '../support/users-app.ts';

/**
 * The admin's user list and Add User, GET and POST /api/admin/users (docs/product-rules.md, "Sign-in and permissions", "The web app", "API conventions"):
 * role labels and search, never a password hash; a user made with a password signs in with it; admins only.
 */
beforeAll(startUsersApp);
afterAll(stopUsersApp);

describe('GET /api/admin/users', () => {
  it('lists users with role label and revision, never a password hash; searches and filters by role', async () => {
    const ana = await createUser({ firstName: 'Searchable', role: 'finance_analyst' });
    const response = await t.call({ method: 'GET', url: '/api/admin/users', cookie: admin });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(response.headers['x-total-count']).toBe(String(list.length));
    expect(list.find((u: { id: string }) => u.id === ana.id)).toMatchObject({
      email: ana.email,
      role: 'finance_analyst',
      roleLabel: 'Finance/Cost Analyst',
      revision: 1,
      invitationPending: false,
    });
    expect(response.body).not.toMatch(/passwordHash|argon2/);

    const byName = await t.call({ method: 'GET', url: '/api/admin/users?q=searchable', cookie: admin });
    expect(byName.json().map((u: { id: string }) => u.id)).toEqual([ana.id]);
    const byFullName = await t.call({
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent(`Searchable ${ana.lastName}`)}`,
      cookie: admin,
    });
    expect(byFullName.json().map((u: { id: string }) => u.id)).toEqual([ana.id]);
    const byRole = await t.call({
      method: 'GET',
      url: '/api/admin/users?role=finance_analyst',
      cookie: admin,
    });
    expect(byRole.json().every((u: { role: string }) => u.role === 'finance_analyst')).toBe(true);
    expect(
      (await t.call({ method: 'GET', url: '/api/admin/users?role=wizard', cookie: admin })).statusCode,
    ).toBe(400);
  });

  it('answers 401 signed out and 403 to non-admins', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    for (const role of ['editor', 'viewer', 'rd_scientist']) {
      const response = await t.call({
        method: 'GET',
        url: '/api/admin/users',
        cookie: await t.signInAs(role),
      });
      expect(response.statusCode, role).toBe(403);
    }
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user with a password who can sign in; logs user_create; no invitation', async () => {
    const payload = adminUserPayload({ email: `New.${randomUUID().slice(0, 6)}@Test.Example.com` });
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    const { user, invitationUrl } = response.json();
    expect(invitationUrl).toBeNull();
    expect(user).toMatchObject({ firstName: 'Ana', role: 'editor', email: payload.email.toLowerCase() });
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
    const [entry] = await activityOf(t, user.id);
    expect(entry).toMatchObject({ action: 'user_create', userId: adminId });
  });

  it('makes a viewer when no role is sent (the spec client sends only names and e-mail)', async () => {
    const { role: _role, ...payload } = adminUserPayload();
    const response = await create(payload);
    expect(response.json().user.role).toBe('viewer');
  });

  it("refuses missing names and a bad e-mail with the spec's messages, creating nothing", async () => {
    const before = await userCount();
    const response = await create({ firstName: '', lastName: ' ', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Valid email is required'],
    });
    expect((await create({ ...adminUserPayload(), role: 'wizard' })).statusCode).toBe(400);
    expect((await create(adminUserPayload({ password: 'weak' }))).json().message).toBe(
      'Password must be at least 8 characters',
    );
    expect(await userCount()).toBe(before);
  });

  it('answers 409 when the e-mail is in use, whatever its case', async () => {
    const user = await createUser();
    const response = await create(adminUserPayload({ email: user.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This email is already in use.');
  });

  it('answers 401 signed out and 403 to a non-admin, creating nothing', async () => {
    const before = await userCount();
    expect((await create(adminUserPayload(), '')).statusCode).toBe(401);
    expect((await create(adminUserPayload(), await t.signInAs('editor'))).statusCode).toBe(403);
    expect(await userCount()).toBe(before);
  });
});

describe('sign-in of users made here', () => {
  it('uses the password the admin set', async () => {
    const user = await createUser({ password: TEST_PASSWORD });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
