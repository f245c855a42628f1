import { z } from 'zod';

/**
 * What a notification is about: security (sign-ins from a new browser, locks, two-factor and password changes),
 * updates (a compliance issue assigned to you) and reminders (stored, not offered until a sender exists).
 */
export const NOTICE_CATEGORIES = ['security', 'updates', 'reminders'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

const channel = z.object({ security: z.boolean(), updates: z.boolean(), reminders: z.boolean() });

/**
 * Account settings of spec part 2 §3 with the defaults of §9, as ADR 013 keeps them: every switch here does
 * something. In-app and e-mail are the channels; push and SMS stay stored but are not offered until a provider
 * exists; marketing, data sharing, usage analytics and profile visibility governed nothing and are gone.
 */
export const accountSettingsSchema = z.object({
  notifications: z.object({
    inApp: channel,
    email: channel,
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
    email: { security: true, updates: true, reminders: true },
    push: { enabled: true, security: true, updates: false, reminders: true },
    sms: { enabled: false, security: false, critical: false },
  },
  privacy: { activityTracking: true },
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
