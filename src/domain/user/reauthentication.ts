import { z } from 'zod';
import { totpCodeSchema } from './two-factor.ts';

/**
 * Re-authentication before a sensitive change (ADR 030): the sign-in e-mail, the password, two-factor on or off,
 * a backup's download. The current password, and the authenticator's code when two-factor sign-in is on.
 */
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const CODE_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app';
/** A single-sign-on account has no password: a sign-in this recent stands for it. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;
export const SIGN_IN_AGAIN_MESSAGE = 'Sign in again, then do this within 10 minutes.';

export const currentPasswordSchema = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(1024);

export const reauthenticationSchema = z.object({
  currentPassword: currentPasswordSchema,
  /** Required when two-factor sign-in is on (the server says so with CODE_REQUIRED_MESSAGE). */
  code: totpCodeSchema.optional(),
});
export type Reauthentication = z.infer<typeof reauthenticationSchema>;
