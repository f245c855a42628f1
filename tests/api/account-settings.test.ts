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

  it('answers 401 signed out', async () => {
    expect((await t.call({ method: 'GET', url: '/api/account-settings' })).statusCode).toBe(401);
  });
});
