import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, sessions, users } from '../../src/server/db/schema.ts';
import { activityOf, adminUserPayload } from '../support/factories.ts';
import {
  admin,
  adminId,
  cookieOf,
  createUser,
  login,
  startUsersApp,
  stopUsersApp,
  t,
} from '../support/users-app.ts';

/**
 * PUT and DELETE /api/admin/users/:id (docs/product-rules.md, "Records", "API conventions"): edits send the revision read, a
 * role or password change ends the user's sessions, an admin can neither change their own role nor delete
 * themselves; admins only.
 */
beforeAll(startUsersApp);
afterAll(stopUsersApp);

const update = (id: string, payload: object, cookie: string | undefined = admin) =>
  t.call({ method: 'PUT', url: `/api/admin/users/${id}`, payload, cookie });
const remove = (id: string, cookie: string | undefined = admin) =>
  t.call({ method: 'DELETE', url: `/api/admin/users/${id}`, cookie });

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
