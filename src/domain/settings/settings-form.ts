import { z } from 'zod';
import { numberField } from '../common/numeric-input.ts';
import { HOUR_MS, type SystemSettings, systemSettingsSchema } from './system-settings.ts';

/**
 * The System Settings screen's form (docs/product-rules.md, "The web app"): the settings object with the session timeout in hours
 * (1 to 168) instead of milliseconds; the numbers accept the text a field holds.
 */
export const settingsFormSchema = z.object({
  platform: systemSettingsSchema.shape.platform,
  security: z.object({
    passwordPolicy: z.object({
      minLength: numberField({
        message: 'Minimum password length must be between 8 and 32',
        min: 8,
        max: 32,
        integer: true,
      }),
      requireSpecialChar: z.boolean(),
      requireNumbers: z.boolean(),
      allowPassphrases: z.boolean(),
    }),
    sessionTimeoutHours: numberField({
      message: 'Session timeout must be between 1 and 168 hours',
      min: 1,
      max: 168,
      integer: true,
    }),
    maxLoginAttempts: numberField({
      message: 'Maximum login attempts must be between 3 and 10',
      min: 3,
      max: 10,
      integer: true,
    }),
    maxSessionDays: numberField({
      message: 'Maximum session length must be between 1 and 30 days',
      min: 1,
      max: 30,
      integer: true,
    }),
    requireTwoFactorForAdmins: z.boolean(),
  }),
  notifications: systemSettingsSchema.shape.notifications,
  features: systemSettingsSchema.shape.features,
  finance: systemSettingsSchema.shape.finance,
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

/** The stored settings as the form edits them (milliseconds to hours, rounded to whole hours). */
export function toSettingsForm(settings: SystemSettings): SettingsFormValues {
  const { sessionTimeout, ...security } = settings.security;
  return {
    ...settings,
    security: { ...security, sessionTimeoutHours: Math.round(sessionTimeout / HOUR_MS) },
  };
}

/** The form's values as the settings object the API stores (hours back to milliseconds). */
export function fromSettingsForm(values: SettingsFormValues): SystemSettings {
  const { sessionTimeoutHours, ...security } = values.security;
  return { ...values, security: { ...security, sessionTimeout: sessionTimeoutHours * HOUR_MS } };
}
