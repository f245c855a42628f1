import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SYSTEM_SETTINGS,
  type Feature,
  HOUR_MS,
  type SettingsUpdate,
} from '../../src/domain/settings/system-settings.ts';
import { activityLog, events, systemSettings } from '../../src/server/db/schema.ts';
import { adminUserPayload, updateSettings } from '../support/factories.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

const get = (cookie?: string) => t.call({ method: 'GET', url: '/api/admin/settings', cookie });
const save = (payload: object, cookie?: string) =>
  t.call({ method: 'POST', url: '/api/admin/settings', payload, cookie });
async function current() {
  const body = (await get(admin)).json();
  delete body.updatedAt;
  return body;
}
const storedRevision = async () =>
  (await t.database.db.select().from(systemSettings).where(eq(systemSettings.id, 1)))[0]!.revision;

describe('GET /api/admin/settings', () => {
  it('returns the whole settings object with its revision', async () => {
    const response = await get(admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ ...DEFAULT_SYSTEM_SETTINGS, revision: expect.any(Number) });
    expect(body.security.sessionTimeout).toBe(8 * HOUR_MS);
  });

  it('answers 401 signed out and 403 to every other role', async () => {
    expect((await get()).statusCode).toBe(401);
    for (const role of ['editor', 'viewer', 'product_manager', 'quality_regulatory']) {
      expect((await get(await t.signInAs(role))).statusCode, role).toBe(403);
    }
  });
});

describe('POST /api/admin/settings', () => {
  it('saves the full object, bumps the revision, logs settings_modified and publishes a settings event', async () => {
    const before = await current();
    const response = await save(
      { ...before, platform: { ...before.platform, name: 'Acme Labs' }, mystery: 'dropped' },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved.platform.name).toBe('Acme Labs');
    expect(saved.revision).toBe(before.revision + 1);
    expect(saved).not.toHaveProperty('mystery');
    const entries = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'settings_modified'))
      .orderBy(asc(activityLog.createdAt));
    expect(entries.map((entry) => entry.description)).toContain('Updated system settings: platform');
    const published = await t.database.db.select().from(events).where(eq(events.type, 'settings'));
    expect(published.length).toBeGreaterThan(0);
    const config = (await t.call({ method: 'GET', url: '/api/app-config' })).json();
    expect(config.platformName).toBe('Acme Labs');
    expect(config.notifications).toEqual(DEFAULT_SYSTEM_SETTINGS.notifications);
  });

  it('sets the company currency the settings screen picks, and keeps it when a client leaves it out', async () => {
    const euro = await save({ ...(await current()), finance: { companyCurrency: 'EUR' } }, admin);
    expect(euro.statusCode, euro.body).toBe(200);
    expect((await current()).finance.companyCurrency).toBe('EUR');
    const { finance: _finance, ...withoutFinance } = await current();
    expect((await save(withoutFinance, admin)).statusCode).toBe(200);
    expect((await current()).finance.companyCurrency).toBe('EUR');
    expect(
      (await save({ ...(await current()), finance: { companyCurrency: 'USD' } }, admin)).statusCode,
    ).toBe(200);
  });

  it('answers 409 to a stale revision and changes nothing', async () => {
    const before = await current();
    await save(before, admin);
    const stale = await save({ ...before, platform: { ...before.platform, name: 'Stale' } }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This record was changed by someone else. Reload to see the latest version.',
    );
    expect((await current()).platform.name).not.toBe('Stale');
  });

  it.each([
    [
      'minimum password length',
      (s: SettingsUpdate) => (s.security.passwordPolicy.minLength = 7),
      'Minimum password length must be between 8 and 32',
    ],
    [
      'minimum password length',
      (s: SettingsUpdate) => (s.security.passwordPolicy.minLength = 33),
      'Minimum password length must be between 8 and 32',
    ],
    [
      'maximum session length',
      (s: SettingsUpdate) => (s.security.maxSessionDays = 31),
      'Maximum session length must be between 1 and 30 days',
    ],
    [
      'session timeout',
      (s: SettingsUpdate) => (s.security.sessionTimeout = HOUR_MS - 1),
      'Session timeout must be between 1 and 168 hours',
    ],
    [
      'session timeout',
      (s: SettingsUpdate) => (s.security.sessionTimeout = 169 * HOUR_MS),
      'Session timeout must be between 1 and 168 hours',
    ],
    [
      'max login attempts',
      (s: SettingsUpdate) => (s.security.maxLoginAttempts = 2),
      'Maximum login attempts must be between 3 and 10',
    ],
    [
      'max login attempts',
      (s: SettingsUpdate) => (s.security.maxLoginAttempts = 11),
      'Maximum login attempts must be between 3 and 10',
    ],
    [
      'company currency',
      (s: SettingsUpdate) => (s.finance = { companyCurrency: 'ABC' }),
      'Currency must be an ISO 4217 code such as USD or EUR',
    ],
    ['revision', (s: SettingsUpdate) => Reflect.deleteProperty(s, 'revision'), 'Revision is required'],
  ])('refuses a bad %s with the spec message and changes nothing', async (_name, change, message) => {
    const before = await current();
    const revision = await storedRevision();
    const payload = structuredClone(before);
    change(payload);
    const response = await save(payload, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await storedRevision()).toBe(revision);
  });

  it('accepts the bounds: 8 and 32 characters (never below the spec’s 8), 1 and 168 hours, 3 and 10 attempts', async () => {
    await updateSettings(t, admin, (s) => {
      s.security.passwordPolicy.minLength = 32;
      s.security.sessionTimeout = 168 * HOUR_MS;
      s.security.maxLoginAttempts = 10;
    });
    const saved = await updateSettings(t, admin, (s) => {
      s.security.passwordPolicy.minLength = 8;
      s.security.sessionTimeout = HOUR_MS;
      s.security.maxLoginAttempts = 3;
    });
    expect(saved.security).toMatchObject({ sessionTimeout: HOUR_MS, maxLoginAttempts: 3 });
    await updateSettings(t, admin, (s) => {
      s.security = structuredClone(DEFAULT_SYSTEM_SETTINGS.security);
    });
  });

  it('answers 401 signed out and 403 to a non-admin, changing nothing', async () => {
    const before = await current();
    const revision = await storedRevision();
    expect((await save(before)).statusCode).toBe(401);
    expect((await save(before, await t.signInAs('editor'))).statusCode).toBe(403);
    expect(await storedRevision()).toBe(revision);
  });
});

describe('every setting is enforced', () => {
  it('maxLoginAttempts = 3 locks an account after 3 failures', async () => {
    await updateSettings(t, admin, (s) => (s.security.maxLoginAttempts = 3));
    try {
      const user = await t.createUser('viewer', 'three@test.example.com');
      const login = (password: string) =>
        t.call({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
      for (let i = 0; i < 3; i++) expect((await login('Wrong!2345')).statusCode).toBe(401);
      const locked = await login(TEST_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    } finally {
      await updateSettings(t, admin, (s) => (s.security.maxLoginAttempts = 5));
    }
  });

  it('the session timeout ends a session idle for longer', async () => {
    await updateSettings(t, admin, (s) => (s.security.sessionTimeout = HOUR_MS));
    try {
      const cookie = await t.signInAs('viewer', 'idle@test.example.com');
      const me = () => t.call({ method: 'GET', url: '/api/auth/user', cookie });
      expect((await me()).statusCode).toBe(200);
      await t.directWrite(() =>
        t.database.db.execute(
          sql`update sessions set last_seen_at = now() - interval '61 minutes'
            where user_id = (select id from users where email = 'idle@test.example.com')`,
        ),
      );
      expect((await me()).statusCode).toBe(401);
    } finally {
      await updateSettings(t, admin, (s) => (s.security.sessionTimeout = 8 * HOUR_MS));
    }
  });

  it('a feature turned off answers 404 on every route of that feature, and comes back when turned on', async () => {
    for (const feature of Object.keys(DEFAULT_SYSTEM_SETTINGS.features) as Feature[]) {
      const routes = t.app.apiRoutes.filter((route) => route.feature === feature);
      await updateSettings(t, admin, (s) => (s.features[feature] = false));
      try {
        for (const route of routes) {
          const response = await t.call({
            method: route.method as 'GET',
            url: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
            payload: ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined,
            cookie: admin,
          });
          expect(response.statusCode, `${feature}: ${route.method} ${route.url}`).toBe(404);
        }
        expect((await t.call({ method: 'GET', url: '/api/app-config' })).json().features[feature]).toBe(
          false,
        );
      } finally {
        await updateSettings(t, admin, (s) => (s.features[feature] = true));
      }
    }
    // The compliance list is the named example: off is 404, on is 200.
    await updateSettings(t, admin, (s) => (s.features.compliance = false));
    expect((await t.call({ method: 'GET', url: '/api/compliance/issues', cookie: admin })).statusCode).toBe(
      404,
    );
    await updateSettings(t, admin, (s) => (s.features.compliance = true));
    expect((await t.call({ method: 'GET', url: '/api/compliance/issues', cookie: admin })).statusCode).toBe(
      200,
    );
  });

  it('maintenance mode answers 503 to non-admins while admins keep working', async () => {
    const viewer = await t.signInAs('viewer');
    await updateSettings(t, admin, (s) => (s.platform.maintenance = true));
    try {
      const blocked = await t.call({ method: 'GET', url: '/api/suppliers', cookie: viewer });
      expect(blocked.statusCode).toBe(503);
      expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: viewer })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/suppliers', cookie: admin })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/app-config' })).json().maintenance).toBe(true);
    } finally {
      await updateSettings(t, admin, (s) => (s.platform.maintenance = false));
    }
    expect((await t.call({ method: 'GET', url: '/api/suppliers', cookie: viewer })).statusCode).toBe(200);
  });

  it('the password policy applies to every password set: a password that breaks it is refused', async () => {
    await updateSettings(t, admin, (s) => (s.security.passwordPolicy.minLength = 14));
    try {
      const payload = adminUserPayload({ password: 'Short!2345ab' });
      const refused = await t.call({ method: 'POST', url: '/api/admin/users', payload, cookie: admin });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Password must be at least 14 characters',
        fieldErrors: { password: ['Password must be at least 14 characters'] },
      });
      const accepted = await t.call({
        method: 'POST',
        url: '/api/admin/users',
        payload: { ...payload, password: 'Long!Enough2345' },
        cookie: admin,
      });
      expect(accepted.statusCode).toBe(201);
    } finally {
      await updateSettings(t, admin, (s) => (s.security.passwordPolicy.minLength = 8));
    }
  });
});
