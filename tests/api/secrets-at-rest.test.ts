import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKED_MESSAGE } from '../../src/domain/user/user.ts';
import { loadConfig } from '../../src/server/config.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { dataMigrations, users, webhookEndpoints } from '../../src/server/db/schema.ts';
import { codeAt } from '../../src/server/modules/two-factor/totp.ts';
import { createSecretBox, DEVELOPMENT_KEY, isSealed } from '../../src/server/secrets/secret-box.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Backups hold no readable secret and only an administrator in a session gets them (ADR 031). The probe's
 * finding: a read-only admin token downloaded backups holding every user's TOTP secret in plain text and the
 * webhook secrets.
 */
let t: TestApp;
let admin: string;
const WEBHOOK_SECRET = 'whsec_probe_finding_0123456789abcdef';
beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  admin = await t.signInAs('admin', 'vault-admin@test.example.com');
});
afterAll(async () => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Turns two-factor sign-in on for a user through the API; returns the secret the authenticator app holds. */
async function enableTwoFactor(cookie: string) {
  const setup = await t.call({ method: 'POST', url: '/api/profile/two-factor/setup', cookie });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json();
  const enable = await t.call({
    method: 'POST',
    url: '/api/profile/two-factor/enable',
    payload: { code: codeAt(secret), currentPassword: TEST_PASSWORD },
    cookie,
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return secret as string;
}

async function token(kind: 'service' | 'personal') {
  const response = await t.call({
    method: 'POST',
    url: kind === 'service' ? '/api/admin/tokens' : '/api/profile/tokens',
    payload: {
      name: `backup reader ${kind}`,
      access: 'write',
      expiresAt: inDays(30),
      ...(kind === 'service' && { role: 'admin' }),
    },
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().token as string;
}

describe('secrets at rest', () => {
  it('stores TOTP and webhook secrets sealed, and a backup carries only the sealed text', async () => {
    const user = await t.signInAs('editor', 'vault-user@test.example.com');
    const totp = await enableTwoFactor(user);
    const hook = await t.call({
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: { url: 'http://127.0.0.1:9/hook', events: ['formulation.created'], secret: WEBHOOK_SECRET },
      cookie: admin,
    });
    expect(hook.statusCode, hook.body).toBe(201);

    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'vault-user@test.example.com'));
    expect(isSealed(row!.totpSecret!)).toBe(true);
    expect(row!.totpSecret).not.toContain(totp);
    const [endpoint] = await t.database.db.select().from(webhookEndpoints);
    expect(isSealed(endpoint!.secret)).toBe(true);

    const backup = await t.call({ method: 'POST', url: '/api/admin/backups', cookie: admin });
    expect(backup.statusCode, backup.body).toBe(201);
    // Kept in the file store (ADR 038).
    const file = (await t.app.services.files.get(`backups/${backup.json().fileName}`))!;
    const text = gunzipSync(file).toString('utf8');
    expect(text).toContain(row!.totpSecret!);
    expect(text).not.toContain(totp);
    expect(text).not.toContain(WEBHOOK_SECRET);

    // The sealed secret still signs the user in with the app's code.
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'vault-user@test.example.com', password: TEST_PASSWORD },
    });
    const pending = login.cookies.find((cookie) => cookie.name.includes('formulary_session'))!;
    const second = await t.call({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { code: codeAt(totp, Date.now() + 30_000) },
      cookie: `${pending.name}=${pending.value}`,
    });
    expect(second.statusCode, second.body).toBe(200);
  });

  it('seals secrets stored in the clear before, by a data migration', async () => {
    const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const target = await t.createUser('viewer', 'vault-legacy@test.example.com');
    await t.database.db.update(users).set({ totpSecret: plain }).where(eq(users.id, target.id));
    await t.database.db.delete(dataMigrations).where(eq(dataMigrations.name, '0019_sealed_secrets'));
    await runMigrations(t.database.pool, createSecretBox(DEVELOPMENT_KEY));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(isSealed(row!.totpSecret!)).toBe(true);
    expect(createSecretBox(DEVELOPMENT_KEY).open(row!.totpSecret!, `users.totp_secret:${target.id}`)).toBe(
      plain,
    );
  });

  it('seals again with a new key what the previous key sealed (rotation at start)', async () => {
    const oldKey = DEVELOPMENT_KEY;
    const newKey = randomBytes(32);
    const [endpoint] = await t.database.db.select().from(webhookEndpoints);
    await runMigrations(t.database.pool, createSecretBox(newKey, [oldKey]));
    const [rotated] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint!.id));
    const next = createSecretBox(newKey);
    expect(next.sealedWithCurrentKey(rotated!.secret)).toBe(true);
    expect(next.open(rotated!.secret, `webhook_endpoints.secret:${endpoint!.id}`)).toBe(WEBHOOK_SECRET);
    // Back to the key this app runs with, as a rotation the other way.
    await runMigrations(t.database.pool, createSecretBox(oldKey, [newKey]));
  });

  it('refuses to start in production without SECRETS_KEY, or with a malformed one', () => {
    const base = { NODE_ENV: 'production', DATA_DIR: t.app.config.dataDir };
    expect(() => loadConfig(base)).toThrow(/SECRETS_KEY is required in production/);
    expect(() => loadConfig({ ...base, SECRETS_KEY: 'too-short' })).toThrow(/SECRETS_KEY: must be 32 bytes/);
    const key = randomBytes(32).toString('base64');
    expect(loadConfig({ ...base, SECRETS_KEY: key }).secrets.development).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).secrets.development).toBe(true);
  });
});

describe('backups need an administrator in a session', () => {
  it('answer 403 to every token, an administrator’s included', async () => {
    const made = (await t.call({ method: 'POST', url: '/api/admin/backups', cookie: admin })).json();
    for (const bearer of [await token('service'), await token('personal')]) {
      const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
      const attempts = [
        await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers }),
        await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers, payload: {} }),
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/backups/${made.fileName}/download`,
          headers,
          payload: { currentPassword: TEST_PASSWORD },
        }),
      ];
      expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    }
  });

  it('download only with the administrator’s password, limited like sign-in', async () => {
    const own = await t.signInAs('admin', 'vault-admin-2@test.example.com');
    const made = (await t.call({ method: 'POST', url: '/api/admin/backups', cookie: own })).json();
    const url = `/api/admin/backups/${made.fileName}/download`;
    const download = (currentPassword: string | undefined, remoteAddress = '203.0.113.30') =>
      t.call({
        method: 'POST',
        url,
        payload: currentPassword === undefined ? {} : { currentPassword },
        cookie: own,
        remoteAddress,
      });
    expect(
      (await t.call({ method: 'GET', url: `/api/admin/backups/${made.fileName}`, cookie: own })).statusCode,
    ).toBe(404);
    const missing = await download(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Current password is required');
    for (let i = 0; i < 4; i++) {
      const wrong = await download('Wrong!2345');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Current password is incorrect');
    }
    // The fifth failure locks this (account, address) pair as sign-in does: even the right password waits.
    expect((await download('Wrong!2345')).statusCode).toBe(429);
    const locked = await download(TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOCKED_MESSAGE);
    const elsewhere = await download(TEST_PASSWORD, '198.51.100.30');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.headers['content-type']).toBe('application/gzip');
    const viewer = await t.signInAs('viewer', 'vault-viewer@test.example.com');
    expect(
      (await t.call({ method: 'POST', url, payload: { currentPassword: TEST_PASSWORD }, cookie: viewer }))
        .statusCode,
    ).toBe(403);
  });
});
