import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, invitations, sessions, users } from '../../src/server/db/schema.ts';
import { activityOf, adminUserPayload, updateSettings } from '../support/factories.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  adminId = (await t.createUser('admin')).id;
});
afterAll(async () => t.close());

const create = (payload: object, cookie: string | undefined = admin) =>
  t.call({ method: 'POST', url: '/api/admin/users', payload, cookie });
const update = (id: string, payload: object, cookie: string | undefined = admin) =>
  t.call({ method: 'PUT', url: `/api/admin/users/${id}`, payload, cookie });
const remove = (id: string, cookie: string | undefined = admin) =>
  t.call({ method: 'DELETE', url: `/api/admin/users/${id}`, cookie });
const login = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name.includes('formulary_session'))!;
  return `${cookie.name}=${cookie.value}`;
};
const userCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

async function createUser(overrides: Record<string, unknown> = {}) {
  const response = await create(adminUserPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().user;
}

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

describe('PUT /api/admin/users/:id', () => {
  it('updates names and e-mail, bumps the revision and logs user_update', async () => {
    const user = await createUser();
    const response = await update(user.id, {
      firstName: 'Renamed',
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      revision: user.revision,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Renamed', revision: 2 });
    expect((await activityOf(t, user.id)).map((e) => e.action)).toEqual(['user_create', 'user_update']);
  });

  it('a role change is logged as user_role_change and ends that user’s sessions', async () => {
    const user = await createUser({ role: 'viewer' });
    const theirCookie = cookieOf(await login(user.email, 'Valid!2345'));
    const response = await update(user.id, { ...user, role: 'editor', revision: user.revision });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'editor', roleLabel: 'Editor' });
    const actions = (await activityOf(t, user.id)).map((e) => e.action);
    expect(actions).toContain('user_role_change');
    const [change] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'user_role_change'));
    expect(change!.description).toMatch(/from Viewer to Editor/);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: theirCookie })).statusCode).toBe(
      401,
    );
  });

  it('a new password set by the admin is checked, replaces the old one and ends sessions', async () => {
    const user = await createUser();
    expect((await update(user.id, { ...user, password: 'short', revision: user.revision })).statusCode).toBe(
      400,
    );
    const response = await update(user.id, { ...user, password: 'Reset!23456', revision: user.revision });
    expect(response.statusCode).toBe(200);
    expect((await login(user.email, 'Valid!2345')).statusCode).toBe(401);
    expect((await login(user.email, 'Reset!23456')).statusCode).toBe(200);
  });

  it('answers 409 to a stale revision, 400 without one, changing nothing', async () => {
    const user = await createUser();
    await update(user.id, { ...user, firstName: 'First', revision: user.revision });
    const stale = await update(user.id, { ...user, firstName: 'Second', revision: user.revision });
    expect(stale.statusCode).toBe(409);
    const missing = await update(user.id, { ...user, revision: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Revision is required');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.firstName).toBe('First');
  });

  it('answers 409 when the e-mail belongs to someone else', async () => {
    const one = await createUser();
    const two = await createUser();
    const response = await update(two.id, { ...two, email: one.email, revision: two.revision });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This email is already in use.');
  });

  it('an admin cannot change their own role', async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.id, adminId));
    const response = await update(adminId, {
      firstName: me!.firstName,
      lastName: me!.lastName,
      email: me!.email,
      role: 'viewer',
      revision: me!.revision,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You cannot change your own role.');
  });

  it('answers 404 for an unknown id and 400 with the spec messages', async () => {
    const payload = { ...adminUserPayload(), revision: 1 };
    expect((await update(randomUUID(), payload)).statusCode).toBe(404);
    expect((await update('nope', payload)).statusCode).toBe(404);
    const user = await createUser();
    const bad = await update(user.id, { ...payload, firstName: '', revision: user.revision });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.firstName).toEqual(['First name is required']);
  });

  it('answers 401 and 403', async () => {
    const user = await createUser();
    const payload = { ...user, revision: user.revision };
    expect((await update(user.id, payload, '')).statusCode).toBe(401);
    expect((await update(user.id, payload, await t.signInAs('viewer'))).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the user, ends their sessions and logs user_delete', async () => {
    const user = await createUser();
    await login(user.email, 'Valid!2345');
    const response = await remove(user.id);
    expect(response.statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await activityOf(t, user.id)).map((e) => e.action)).toContain('user_delete');
    expect((await remove(user.id)).statusCode).toBe(404);
  });

  it('an admin cannot delete themselves', async () => {
    const response = await remove(adminId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You cannot delete your own account.');
  });

  it('another admin can be deleted while one remains', async () => {
    const other = await createUser({ role: 'admin' });
    expect((await remove(other.id)).statusCode).toBe(204);
  });

  it('answers 401 and 403, deleting nothing', async () => {
    const user = await createUser();
    expect((await remove(user.id, '')).statusCode).toBe(401);
    expect((await remove(user.id, await t.signInAs('editor'))).statusCode).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
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

  it('creates a signed-in viewer when open; refuses a weak password and a taken e-mail', async () => {
    await updateSettings(t, admin, (s) => (s.platform.registrationOpen = true));
    try {
      const body = payload();
      const response = await register(body);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ email: body.email, role: 'viewer' });
      const me = await t.call({ method: 'GET', url: '/api/auth/user', cookie: cookieOf(response) });
      expect(me.json().email).toBe(body.email);
      expect((await register(body)).statusCode).toBe(409);
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

describe('sign-in of users made here', () => {
  it('uses the password the admin set', async () => {
    const user = await createUser({ password: TEST_PASSWORD });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
