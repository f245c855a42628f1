import { z } from 'zod';

/**
 * GET /api/app-config: what the sign-in screen and the shell need before anyone signs in. The password policy is
 * here because every form that sets a password words its hint and checks after it; nothing else of the
 * security settings is.
 */
export const appConfigSchema = z.object({
  platformName: z.string(),
  registrationOpen: z.boolean(),
  maintenance: z.boolean(),
  features: z.record(z.string(), z.boolean()),
  /** Which notification channels the platform may use (account settings offer only these). */
  notifications: z.object({ emailEnabled: z.boolean(), smsEnabled: z.boolean(), pushEnabled: z.boolean() }),
  /** SMTP_URL is set: without it no e-mail can leave, and the e-mail switches say so. */
  mailConfigured: z.boolean(),
  /** SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are set: without them the SMS switches say so (ADR 064). */
  smsConfigured: z.boolean(),
  /** Single sign-on (OpenID Connect) is configured: the sign-in screen offers it. */
  ssoEnabled: z.boolean(),
  passwordPolicy: z.object({
    minLength: z.number().int(),
    requireSpecialChar: z.boolean(),
    requireNumbers: z.boolean(),
    allowPassphrases: z.boolean(),
  }),
  /** The longest session the platform allows, in days (account settings' session timeout stays within it). */
  maxSessionDays: z.number().int(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
