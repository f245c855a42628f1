import { z } from 'zod';
import { PROFILE_VISIBILITIES } from './profile-visibility.ts';

/**
 * What a notification is about: security (sign-ins from a new browser, locks, two-factor and password changes),
 * updates (a compliance issue assigned to you), reminders (the daily reminders job: things due within 3 days),
 * marketing (announcements an administrator sends, ADR 064) and critical (a critical compliance issue assigned to
 * you: the SMS channel's own category).
 */
export const NOTICE_CATEGORIES = ['security', 'updates', 'reminders', 'marketing', 'critical'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

const channel = z.object({ security: z.boolean(), updates: z.boolean(), reminders: z.boolean() });

/**
 * Account settings: the spec's whole object and defaults, every switch read by something (ADR 064, which brings
 * back what ADR 013 removed). In-app (the header's bell) is our own addition beside the spec's e-mail, push and SMS.
 */
export const accountSettingsSchema = z.object({
  notifications: z.object({
    inApp: channel,
    email: channel.extend({ marketing: z.boolean() }),
    push: z.object({
      enabled: z.boolean(),
      security: z.boolean(),
      updates: z.boolean(),
      reminders: z.boolean(),
    }),
    sms: z.object({ enabled: z.boolean(), security: z.boolean(), critical: z.boolean() }),
  }),
  privacy: z.object({
    // Off: team views (who changed a compliance issue's status) show "A team member"; the audit log keeps the name.
    activityTracking: z.boolean(),
    // Who sees your profile on the People screen: everyone signed in and API tokens, signed-in users, or
    // administrators only.
    profileVisibility: z.enum(PROFILE_VISIBILITIES, {
      error: 'Profile visibility must be public, team or private',
    }),
    // Consent to send formulation data (lines, costs, recipes) to the external AI provider; off, it gets only the question.
    dataSharing: z.boolean(),
    // Consent to count which screens and features you use, per day, for the administrators' dashboard.
    analytics: z.boolean(),
  }),
  preferences: z.object({
    theme: z.enum(['light', 'dark', 'auto'], { error: 'Theme must be light, dark or auto' }),
    language: z.enum(['en'], { error: 'Language is not available' }),
    timezone: z.string().max(64).refine(isTimeZone, 'Unknown time zone'),
    soundEnabled: z.boolean(),
    compactView: z.boolean(),
  }),
  security: z.object({
    // Read from the account (two-factor is set up and turned off through its own routes); never written here.
    twoFactorEnabled: z.boolean(),
    // Days a session lasts from sign-in, within the system settings' maximum (ADR 012).
    sessionTimeout: z
      .number()
      .int()
      .min(1, 'Session timeout must be between 1 and 30')
      .max(30, 'Session timeout must be between 1 and 30'),
    loginAlerts: z.boolean(),
  }),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

// Zones found valid: building a DateTimeFormat costs about a millisecond, and every session read parses the
// account's settings (a profile showed it as the server's largest single cost under load). Only valid zones are
// kept, so the set is bounded by the zones that exist.
const knownZones = new Set<string>();

export function isTimeZone(value: string): boolean {
  if (knownZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  knownZones.add(value);
  return true;
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  notifications: {
    inApp: { security: true, updates: true, reminders: true },
    email: { security: true, updates: true, reminders: true, marketing: false },
    push: { enabled: true, security: true, updates: false, reminders: true },
    // "sms: off": the channel; its categories are on so that turning SMS on sends the alerts it exists for.
    sms: { enabled: false, security: true, critical: true },
  },
  // Sharing and analytics are consents, so they start off (ADR 064).
  privacy: { activityTracking: true, profileVisibility: 'team', dataSharing: false, analytics: false },
  preferences: { theme: 'light', language: 'en', timezone: 'UTC', soundEnabled: false, compactView: false },
  security: { twoFactorEnabled: false, sessionTimeout: 7, loginAlerts: true },
};

/** A stored object over the defaults, so an older or partial row always reads as a whole object. */
export function readAccountSettings(data: unknown): AccountSettings {
  const stored = (data ?? {}) as Partial<AccountSettings>;
  const merged = {
    notifications: {
      inApp: { ...DEFAULT_ACCOUNT_SETTINGS.notifications.inApp, ...stored.notifications?.inApp },
      email: { ...DEFAULT_ACCOUNT_SETTINGS.notifications.email, ...stored.notifications?.email },
      push: { ...DEFAULT_ACCOUNT_SETTINGS.notifications.push, ...stored.notifications?.push },
      sms: { ...DEFAULT_ACCOUNT_SETTINGS.notifications.sms, ...stored.notifications?.sms },
    },
    privacy: { ...DEFAULT_ACCOUNT_SETTINGS.privacy, ...stored.privacy },
    preferences: { ...DEFAULT_ACCOUNT_SETTINGS.preferences, ...stored.preferences },
    security: { ...DEFAULT_ACCOUNT_SETTINGS.security, ...stored.security },
  };
  const parsed = accountSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_ACCOUNT_SETTINGS;
}
