import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../src/domain/account/account-settings.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('account settings', () => {
  it('starts with the spec defaults and saves the whole object', async () => {
    const cookie = await t.signInAs('viewer', 'prefs@test.example.com');
    const first = await t.call({ method: 'GET', url: '/api/account-settings', cookie });
    expect(first.statusCode).toBe(200);
    const { revision, ...settings } = first.json();
    expect(settings).toEqual(DEFAULT_ACCOUNT_SETTINGS);
    const changed = {
      ...settings,
      preferences: { ...settings.preferences, theme: 'dark', timezone: 'Europe/Stockholm' },
      revision,
    };
    const saved = await t.call({ method: 'PATCH', url: '/api/account-settings', payload: changed, cookie });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toMatchObject({ theme: 'dark', timezone: 'Europe/Stockholm' });
    expect(saved.json().revision).toBe(revision + 1);
    const stale = await t.call({ method: 'PATCH', url: '/api/account-settings', payload: changed, cookie });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps each user to their own settings', async () => {
    const alice = await t.signInAs('editor', 'alice-prefs@test.example.com');
    const bob = await t.signInAs('editor', 'bob-prefs@test.example.com');
    const aliceSettings = (
      await t.call({ method: 'GET', url: '/api/account-settings', cookie: alice })
    ).json();
    await t.call({
      method: 'PATCH',
      url: '/api/account-settings',
      payload: { ...aliceSettings, preferences: { ...aliceSettings.preferences, compactView: true } },
      cookie: alice,
    });
    const bobs = (await t.call({ method: 'GET', url: '/api/account-settings', cookie: bob })).json();
    expect(bobs.preferences.compactView).toBe(false);
  });

  it('refuses an unknown theme with its message', async () => {
    const cookie = await t.signInAs('viewer', 'badprefs@test.example.com');
    const current = (await t.call({ method: 'GET', url: '/api/account-settings', cookie })).json();
    const response = await t.call({
      method: 'PATCH',
      url: '/api/account-settings',
      payload: { ...current, preferences: { ...current.preferences, theme: 'neon' } },
      cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Theme must be light, dark or auto');
  });

  it('answers the whole object of the spec with its defaults, and keeps every control it saves', async () => {
    const cookie = await t.signInAs('viewer', 'whole@test.example.com');
    const { revision, ...settings } = (
      await t.call({ method: 'GET', url: '/api/account-settings', cookie })
    ).json();
    expect(settings.notifications.email).toEqual({
      security: true,
      updates: true,
      marketing: false,
      reminders: true,
    });
    expect(settings.notifications.push).toEqual({
      enabled: true,
      security: true,
      updates: false,
      reminders: true,
    });
    expect(settings.notifications.sms.enabled).toBe(false);
    expect(settings.privacy).toEqual({
      profileVisibility: 'team',
      activityTracking: true,
      dataSharing: false,
      analytics: false,
    });
    expect(settings.preferences).toMatchObject({ theme: 'light', language: 'en', timezone: 'UTC' });
    expect(settings.security).toEqual({ twoFactorEnabled: false, sessionTimeout: 7, loginAlerts: true });
    const changed = structuredClone(settings);
    changed.notifications.email.marketing = true;
    changed.notifications.sms = { enabled: true, security: false, critical: true };
    changed.privacy = {
      profileVisibility: 'private',
      activityTracking: false,
      dataSharing: true,
      analytics: true,
    };
    const saved = await t.call({
      method: 'PATCH',
      url: '/api/account-settings',
      payload: { ...changed, revision },
      cookie,
    });
    expect(saved.statusCode).toBe(200);
    const again = (await t.call({ method: 'GET', url: '/api/account-settings', cookie })).json();
    expect(again.notifications).toEqual(changed.notifications);
    expect(again.privacy).toEqual(changed.privacy);
    const bad = await t.call({
      method: 'PATCH',
      url: '/api/account-settings',
      payload: { ...changed, privacy: { ...changed.privacy, profileVisibility: 'world' } },
      cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Profile visibility must be public, team or private');
  });

  it('answers 401 signed out', async () => {
    expect((await t.call({ method: 'GET', url: '/api/account-settings' })).statusCode).toBe(401);
  });
});
