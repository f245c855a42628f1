import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, sessions, users } from '../../src/server/db/schema.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jonas',
  lastName: 'Berg',
  email: 'jonas@test.example.com',
  phone: '+46 70 123 45 67',
  company: 'Formulary Men’s Care',
  bio: 'Formulation scientist.',
  ...overrides,
});

describe('PATCH /api/profile', () => {
  it('updates the own profile and ignores a role in the body (no mass assignment)', async () => {
    const cookie = await t.signInAs('viewer', 'jonas@test.example.com');
    const response = await t.call({
      method: 'PATCH',
      url: '/api/profile',
      payload: profile({ role: 'admin' }),
      cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Jonas',
      lastName: 'Berg',
      role: 'viewer',
      company: 'Formulary Men’s Care',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'jonas@test.example.com'));
    expect(row!.role).toBe('viewer');
    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'profile_update'));
    expect(log.length).toBeGreaterThan(0);
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: 'x'.repeat(51) }, 'firstName', 'First name must be less than 50 characters'],
    [{ lastName: 'y'.repeat(51) }, 'lastName', 'Last name must be less than 50 characters'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ bio: 'b'.repeat(501) }, 'bio', 'Bio must be less than 500 characters'],
  ])('refuses %o with the spec message and changes nothing', async (change, field, message) => {
    const cookie = await t.signInAs('editor', 'stable@test.example.com');
    const [before] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'stable@test.example.com'));
    const response = await t.call({
      method: 'PATCH',
      url: '/api/profile',
      payload: profile({ email: 'stable@test.example.com', ...change }),
      cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toContain(message);
    const [after] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'stable@test.example.com'));
    expect(after!.revision).toBe(before!.revision);
  });

  it('refuses an e-mail another account uses with 409', async () => {
    await t.createUser('viewer', 'taken@test.example.com');
    const cookie = await t.signInAs('editor', 'mover@test.example.com');
    const response = await t.call({
      method: 'PATCH',
      url: '/api/profile',
      payload: profile({ email: 'TAKEN@test.example.com' }),
      cookie,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This email address is already in use');
  });

  it('answers 401 signed out', async () => {
    expect((await t.call({ method: 'PATCH', url: '/api/profile', payload: profile() })).statusCode).toBe(401);
  });
});

describe('PATCH /api/profile/password', () => {
  it('changes the password, ends the other sessions, renews this one, and the new password signs in', async () => {
    const first = await t.signInAs('editor', 'pw@test.example.com');
    const second = await t.signInAs('editor', 'pw@test.example.com');
    const response = await t.call({
      method: 'PATCH',
      url: '/api/profile/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Fresh!Pass9' },
      cookie: second,
    });
    expect(response.statusCode).toBe(200);
    const renewed = response.cookies.find((c) => c.name.includes('formulary_session'))!;
    expect(`${renewed.name}=${renewed.value}`).not.toBe(second);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: first })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: second })).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/user', cookie: `${renewed.name}=${renewed.value}` }))
        .statusCode,
    ).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'pw@test.example.com', password: 'Fresh!Pass9' },
    });
    expect(login.statusCode).toBe(200);
    const old = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'pw@test.example.com', password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const cookie = await t.signInAs('editor', 'pw2@test.example.com');
    const response = await t.call({
      method: 'PATCH',
      url: '/api/profile/password',
      payload: { currentPassword: 'Wrong!2345', newPassword: 'Fresh!Pass9' },
      cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.currentPassword).toEqual(['Current password is incorrect']);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(200);
  });

  it.each([
    ['', 'currentPassword', 'Current password is required', 'Fresh!Pass9'],
    [TEST_PASSWORD, 'newPassword', 'Password must be at least 8 characters', 'Sh0rt!'],
    [TEST_PASSWORD, 'newPassword', 'Password must be less than 128 characters', `Aa1!${'x'.repeat(130)}`],
    [
      TEST_PASSWORD,
      'newPassword',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      'nouppercase1!',
    ],
  ])('refuses current %j / new password with "%s"', async (currentPassword, field, message, newPassword) => {
    const cookie = await t.signInAs('editor', 'pw3@test.example.com');
    const response = await t.call({
      method: 'PATCH',
      url: '/api/profile/password',
      payload: { currentPassword, newPassword },
      cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toContain(message);
  });

  it("enforces the system settings' password policy on top of the spec rule", async () => {
    await t.directWrite(() =>
      t.database.db.execute(
        sql`update system_settings set data = jsonb_set(data, '{security,passwordPolicy,minLength}', '14')`,
      ),
    );
    try {
      const cookie = await t.signInAs('editor', 'policy@test.example.com');
      const response = await t.call({
        method: 'PATCH',
        url: '/api/profile/password',
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'Fresh!Pass9' },
        cookie,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Password must be at least 14 characters');
    } finally {
      await t.directWrite(() =>
        t.database.db.execute(
          sql`update system_settings set data = jsonb_set(data, '{security,passwordPolicy,minLength}', '8')`,
        ),
      );
    }
  });

  it('keeps only the sessions it should', async () => {
    const rows = await t.database.db.select().from(sessions);
    expect(rows.every((row) => row.idHash.length === 64)).toBe(true);
  });
});
