import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('Last Active in User Management', () => {
  it('is the sign-in itself, before the user makes any other request', async () => {
    const admin = await t.signInAs('admin');
    const { email } = await t.createUser('editor', 'last-active@test.example.com');
    const listed = async () => {
      const response = await t.call({ method: 'GET', url: '/api/admin/users', cookie: admin });
      expect(response.statusCode).toBe(200);
      return (response.json() as { email: string; lastActiveAt: string | null }[]).find(
        (user) => user.email === email,
      );
    };
    expect((await listed())?.lastActiveAt).toBeNull();

    const before = Date.now();
    await t.signInAs('editor', email);
    const after = Date.now();
    const lastActive = Date.parse((await listed())?.lastActiveAt ?? '');
    expect(lastActive).toBeGreaterThanOrEqual(before - 1000);
    expect(lastActive).toBeLessThanOrEqual(after + 1000);
  });
});
