import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { adminUserPayload } from './factories.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the user administration API tests (tests/api/users-*.test.ts) and the calls they share. Each
 * file builds its own app on its own database with `beforeAll(startUsersApp)` and closes it with
 * `afterAll(stopUsersApp)`. `t`, `admin` and `adminId` are live bindings set by the start: read them inside
 * tests and hooks, never at import time.
 */
export let t: TestApp;
export let admin: string;
export let adminId: string;

export const startUsersApp = () => startUsersAppWith({});

/** The same app with more environment (e.g. SMTP_URL, which sign-up needs). */
export async function startUsersAppWith(env: Record<string, string>) {
  t = await buildTestApp({ env });
  admin = await t.signInAs('admin');
  adminId = (await t.createUser('admin')).id;
}

export const stopUsersApp = async () => t.close();

export const create = (payload: object, cookie: string | undefined = admin) =>
  t.call({ method: 'POST', url: '/api/admin/users', payload, cookie });
export const login = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
export const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name.includes('formulary_session'))!;
  return `${cookie.name}=${cookie.value}`;
};
export const userCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

export async function createUser(overrides: Record<string, unknown> = {}) {
  const response = await create(adminUserPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().user;
}
