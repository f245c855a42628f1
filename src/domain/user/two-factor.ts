import { z } from 'zod';

/** RFC 6238 as every authenticator app reads it: 30-second steps, 6 digits, SHA-1, one step either side. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

export const INVALID_CODE_MESSAGE = 'The code is not valid. Check your authenticator app and try again.';
export const SIGN_IN_EXPIRED_MESSAGE = 'Your sign-in has expired. Sign in again.';
export const NOT_ENROLLING_MESSAGE = 'Start two-factor setup first.';
export const ALREADY_ENABLED_MESSAGE = 'Two-factor sign-in is already on.';
export const NOT_ENABLED_MESSAGE = 'Two-factor sign-in is not on.';
export const WRONG_PASSWORD_MESSAGE = 'Current password is incorrect';
export const ENROLMENT_REQUIRED_MESSAGE = 'Set up two-factor sign-in to continue.';

/** Six digits; spaces people type between groups are dropped. */
export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .max(20, 'Enter the 6-digit code')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'));

/** A recovery code as shown (xxxxx-xxxxx); case and the dash are forgiven. */
export const recoveryCodeSchema = z
  .string({ error: 'Enter a recovery code' })
  .max(40, 'Enter a recovery code')
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'Enter a recovery code'));

/** The second step of a sign-in: a code or a recovery code. */
export const twoFactorLoginSchema = z
  .object({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine((value) => Boolean(value.code) !== Boolean(value.recoveryCode), {
    message: 'Enter the 6-digit code or a recovery code',
    path: ['code'],
  });
export type TwoFactorCode = z.infer<typeof twoFactorLoginSchema>;

export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorEnableSchema = z.object({ code: totpCodeSchema });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorDisableSchema = z.object({
  password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024),
  code: totpCodeSchema,
});

/** POST /api/auth/login: the user, or the step still due. */
export const signInResultSchema = z.union([
  z.object({ twoFactorRequired: z.literal(true) }),
  z.object({ twoFactorEnrolmentRequired: z.literal(true) }),
]);

/** Recovery codes are shown grouped, "abcde-12345". */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
