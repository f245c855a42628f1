import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';
import { INT4_MAX, REVISION_RANGE } from '../common/numeric-input.ts';
import { CURRENCY_MESSAGE, DEFAULT_COMPANY_CURRENCY, isCurrencyCode } from '../supply/currency.ts';
import { DEFAULT_PLATFORM_NAME as PLATFORM_NAME } from './platform.ts';

export const HOUR_MS = 60 * 60 * 1000;

export const systemSettingsSchema = z.object({
  platform: z.object({
    name: z.string().trim().min(1, 'Platform name is required').max(100),
    version: z.string().trim().max(40),
    maintenance: z.boolean(),
    registrationOpen: z.boolean(),
  }),
  security: z.object({
    passwordPolicy: z.object({
      minLength: z
        .number()
        .int()
        .min(8, 'Minimum password length must be between 8 and 32')
        .max(32, 'Minimum password length must be between 8 and 32'),
      requireSpecialChar: z.boolean(),
      requireNumbers: z.boolean(),
      // NIST SP 800-63B: a long passphrase is accepted without the character rules (domain/user/password.ts).
      allowPassphrases: z.boolean(),
    }),
    // Milliseconds; the form edits it in hours, 1 to 168.
    sessionTimeout: z
      .number()
      .int()
      .min(HOUR_MS, 'Session timeout must be between 1 and 168 hours')
      .max(168 * HOUR_MS, 'Session timeout must be between 1 and 168 hours'),
    maxLoginAttempts: z
      .number()
      .int()
      .min(3, 'Maximum login attempts must be between 3 and 10')
      .max(10, 'Maximum login attempts must be between 3 and 10'),
    // The longest a session may last from sign-in, whatever a user picks in their account settings (ADR 012).
    maxSessionDays: z
      .number()
      .int()
      .min(1, 'Maximum session length must be between 1 and 30 days')
      .max(30, 'Maximum session length must be between 1 and 30 days'),
    // An administrator without two-factor sign-in enrols at their next sign-in (docs/product-rules.md, "Sign-in and permissions").
    requireTwoFactorForAdmins: z.boolean(),
  }),
  notifications: z.object({ emailEnabled: z.boolean(), smsEnabled: z.boolean(), pushEnabled: z.boolean() }),
  features: z.object({
    aiIdeation: z.boolean(),
    costAnalysis: z.boolean(),
    sustainability: z.boolean(),
    compliance: z.boolean(),
    analytics: z.boolean(),
  }),
  // The currency every cost is kept in; offers in other currencies convert at the dated rates (ADR 062).
  finance: z.object({
    companyCurrency: z.string().max(3, CURRENCY_MESSAGE).refine(isCurrencyCode, CURRENCY_MESSAGE),
  }),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;
export type Feature = keyof SystemSettings['features'];

export { DEFAULT_PLATFORM_NAME } from './platform.ts';

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  platform: { name: PLATFORM_NAME, version: '1.0.0', maintenance: false, registrationOpen: false },
  security: {
    passwordPolicy: { minLength: 8, requireSpecialChar: true, requireNumbers: true, allowPassphrases: false },
    sessionTimeout: 8 * HOUR_MS,
    maxLoginAttempts: 5,
    maxSessionDays: 7,
    requireTwoFactorForAdmins: false,
  },
  notifications: { emailEnabled: true, smsEnabled: false, pushEnabled: true },
  features: { aiIdeation: true, costAnalysis: true, sustainability: true, compliance: true, analytics: true },
  finance: { companyCurrency: DEFAULT_COMPANY_CURRENCY },
};

/** The settings as the admin screen reads them: the object plus the revision to send back. */
export const adminSettingsSchema = systemSettingsSchema.extend({
  revision: z.number().int(),
  updatedAt: dateTimeText,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** POST /api/admin/settings: the full object and the revision it was read at. */
export const settingsUpdateSchema = systemSettingsSchema.extend({
  // Omitted (a client that predates it) keeps the stored company currency.
  finance: systemSettingsSchema.shape.finance.optional(),
  revision: z.number({ error: 'Revision is required' }).int().min(1).max(INT4_MAX, REVISION_RANGE),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
