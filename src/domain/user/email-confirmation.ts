import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';

/**
 * Links that prove an e-mail address is the sender's (ADR 030): a self sign-up creates the account only when its
 * link is followed (so the answer is the same for a taken and a new address), and a change of the sign-in e-mail
 * takes effect only then.
 */
export const CONFIRMATION_HOURS = 24;
export const SIGN_UP_SENT_MESSAGE =
  'Check your e-mail: we sent you a link to finish creating your account. It is valid for 24 hours.';
export const CONFIRMATION_INVALID_MESSAGE = 'This link is invalid or has expired.';
export const EMAIL_CHANGE_NEEDS_MAIL_MESSAGE =
  'Changing your sign-in e-mail sends a link to the new address, and this platform cannot send e-mail. Ask an administrator to change it.';

export const CONFIRMATION_PURPOSES = ['sign_up', 'email_change'] as const;

/** POST /api/auth/email-confirmations: the token of the link. */
export const confirmationInputSchema = z.object({
  token: z.string({ error: CONFIRMATION_INVALID_MESSAGE }).min(1, CONFIRMATION_INVALID_MESSAGE).max(200),
});

export const confirmationResultSchema = z.object({
  purpose: z.enum(CONFIRMATION_PURPOSES),
  /** The address now confirmed: the new account's, or the user's new sign-in e-mail. */
  email: z.string(),
});
export type ConfirmationResult = z.infer<typeof confirmationResultSchema>;

/** GET /api/profile/email: the sign-in e-mail and a change waiting for its link, if any. */
export const emailStateSchema = z.object({
  email: z.string(),
  pendingEmail: z.string().nullable(),
  pendingUntil: dateTimeText.nullable(),
});
export type EmailState = z.infer<typeof emailStateSchema>;

/** The answer of a self sign-up: the same whether the address was free or taken. */
export const signUpAnswerSchema = z.object({ message: z.string() });
