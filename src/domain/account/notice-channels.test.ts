import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_SETTINGS } from './account-settings.ts';
import { routeNotice } from './notice-channels.ts';

const allOpen = { email: true, push: true, sms: true };

describe('routeNotice', () => {
  it('follows the defaults: no SMS, no push for updates, no marketing', () => {
    expect(routeNotice(DEFAULT_ACCOUNT_SETTINGS, 'security', allOpen)).toEqual({
      inApp: true,
      email: true,
      push: true,
      sms: false,
    });
    expect(routeNotice(DEFAULT_ACCOUNT_SETTINGS, 'updates', allOpen).push).toBe(false);
    expect(routeNotice(DEFAULT_ACCOUNT_SETTINGS, 'marketing', allOpen)).toEqual({
      inApp: false,
      email: false,
      push: false,
      sms: false,
    });
  });

  it('sends SMS for security and critical only once SMS is on, and only while the platform allows it', () => {
    const settings = structuredClone(DEFAULT_ACCOUNT_SETTINGS);
    settings.notifications.sms.enabled = true;
    expect(routeNotice(settings, 'critical', allOpen).sms).toBe(true);
    expect(routeNotice(settings, 'security', allOpen).sms).toBe(true);
    expect(routeNotice(settings, 'reminders', allOpen).sms).toBe(false);
    expect(routeNotice(settings, 'critical', { ...allOpen, sms: false }).sms).toBe(false);
  });

  it('closes push and e-mail for everyone when the platform does', () => {
    const closed = { email: false, push: false, sms: false };
    expect(routeNotice(DEFAULT_ACCOUNT_SETTINGS, 'reminders', closed)).toEqual({
      inApp: true,
      email: false,
      push: false,
      sms: false,
    });
  });

  it('lets an opted-in user have announcements in the bell and by e-mail', () => {
    const settings = structuredClone(DEFAULT_ACCOUNT_SETTINGS);
    settings.notifications.email.marketing = true;
    expect(routeNotice(settings, 'marketing', allOpen)).toEqual({
      inApp: true,
      email: true,
      push: false,
      sms: false,
    });
  });
});
