import { describe, expect, it } from 'vitest';
import { accountSettingsSchema, DEFAULT_ACCOUNT_SETTINGS, readAccountSettings } from './account-settings.ts';

describe('account settings', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_ACCOUNT_SETTINGS.notifications.email).toEqual({
      security: true,
      updates: true,
      reminders: true,
      marketing: false,
    });
    expect(DEFAULT_ACCOUNT_SETTINGS.notifications.inApp).toEqual({
      security: true,
      updates: true,
      reminders: true,
    });
    expect(DEFAULT_ACCOUNT_SETTINGS.notifications.push).toMatchObject({
      enabled: true,
      security: true,
      reminders: true,
    });
    expect(DEFAULT_ACCOUNT_SETTINGS.notifications.sms.enabled).toBe(false);
    expect(DEFAULT_ACCOUNT_SETTINGS.privacy).toEqual({
      activityTracking: true,
      profileVisibility: 'team',
      dataSharing: false,
      analytics: false,
    });
    expect(DEFAULT_ACCOUNT_SETTINGS.preferences).toMatchObject({
      theme: 'light',
      language: 'en',
      timezone: 'UTC',
    });
    expect(DEFAULT_ACCOUNT_SETTINGS.security).toEqual({
      twoFactorEnabled: false,
      sessionTimeout: 7,
      loginAlerts: true,
    });
    expect(accountSettingsSchema.parse(DEFAULT_ACCOUNT_SETTINGS)).toEqual(DEFAULT_ACCOUNT_SETTINGS);
  });

  it('reads a partial stored object over the defaults', () => {
    const read = readAccountSettings({ preferences: { theme: 'dark' } });
    expect(read.preferences.theme).toBe('dark');
    expect(read.preferences.timezone).toBe('UTC');
    expect(read.privacy.activityTracking).toBe(true);
  });

  it('refuses an unknown time zone and theme', () => {
    const bad = structuredClone(DEFAULT_ACCOUNT_SETTINGS) as unknown as {
      preferences: { timezone: string; theme: string };
    };
    bad.preferences.timezone = 'Mars/Olympus';
    expect(accountSettingsSchema.safeParse(bad).success).toBe(false);
    bad.preferences.timezone = 'Europe/London';
    bad.preferences.theme = 'neon';
    expect(accountSettingsSchema.safeParse(bad).error?.issues[0]?.message).toBe(
      'Theme must be light, dark or auto',
    );
  });
});
