import { z } from 'zod';
import { INT4_MAX, REVISION_RANGE } from '../common/numeric-input.ts';
import { type PasswordPolicy, passwordInputSchema, policyPasswordSchema } from './password.ts';
import { ROLES } from './roles.ts';
import { userSchema } from './user.ts';

export const roleSchema = z.enum(ROLES, { error: 'Choose a role' });

export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const VALID_EMAIL_REQUIRED = 'Valid email is required';

function requiredName(required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(50, tooLong);
}
const firstName = requiredName(FIRST_NAME_REQUIRED, 'First name must be less than 50 characters');
const lastName = requiredName(LAST_NAME_REQUIRED, 'Last name must be less than 50 characters');

/** An e-mail address, trimmed and lower-cased so one address is stored one way. */
export const emailField = z
  .string({ error: VALID_EMAIL_REQUIRED })
  .trim()
  .max(254, VALID_EMAIL_REQUIRED)
  .pipe(z.email({ error: VALID_EMAIL_REQUIRED }))
  .transform((value) => value.toLowerCase());

/** An optional password field: left empty, nothing is set (a new user then gets an invitation link). */
const optionalPassword = z
  .union([z.literal(''), passwordInputSchema])
  .optional()
  .transform((value) => value || undefined);

/**
 * Add User (docs/product-rules.md, "The web app"): first name, last name, e-mail, a role (viewer when none is sent) and an
 * optional initial password; the server adds the system settings' password policy.
 */
export const adminUserInputSchema = z.object({
  firstName,
  lastName,
  email: emailField,
  role: roleSchema.optional(),
  password: optionalPassword,
});
export type AdminUserInput = z.input<typeof adminUserInputSchema>;
export type AdminUserValues = z.output<typeof adminUserInputSchema>;

/** Edit User: the same fields plus the revision read; a password given here replaces the user's. */
export const adminUserUpdateSchema = adminUserInputSchema.extend({
  revision: z.number({ error: 'Revision is required' }).int().min(1).max(INT4_MAX, REVISION_RANGE),
});
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

/** A user as the admin screens list them. */
export const adminUserSchema = userSchema.extend({
  roleLabel: z.string(),
  revision: z.number().int(),
  /** Created without a password and the invitation not accepted yet. */
  invitationPending: z.boolean(),
  /** Sign-in is locked from at least one address now (too many failures); an admin may unlock it. */
  lockedOut: z.boolean(),
  /** Linked to a single-sign-on identity (ADR 032). */
  ssoLinked: z.boolean(),
  /** Until when an administrator allowed the next single sign-on with this e-mail to link the account. */
  ssoLinkAllowedUntil: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const createdUserSchema = z.object({
  user: adminUserSchema,
  /** The one-time link to set a password, shown once; null when a password was set. */
  invitationUrl: z.string().nullable(),
});
export type CreatedUser = z.infer<typeof createdUserSchema>;

export { deleteUserConfirmation } from './admin-user-messages.ts';

/** Self sign-up (when the system settings open registration): the new account is a viewer. */
export const registerSchema = z.object({
  firstName,
  lastName,
  email: emailField,
  password: passwordInputSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

/** Accepting an invitation: the token from the link and the password the new user chose. */
export const acceptInviteSchema = z.object({
  token: z.string().trim().min(1, 'The invitation link is incomplete').max(200),
  password: passwordInputSchema,
});
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>;

export const invitationInfoSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

export const INVITATION_INVALID_MESSAGE = 'This invitation link is invalid or has expired.';
export const INVITATION_DAYS = 7;

/** "Set your password" of an invitation: the password twice, under the policy in force. */
export function setPasswordFormSchema(policy: PasswordPolicy) {
  return z
    .object({ password: policyPasswordSchema(policy), confirmPassword: z.string().max(1024) })
    .refine((values) => values.password === values.confirmPassword, {
      message: "Passwords don't match",
      path: ['confirmPassword'],
    });
}
export type SetPasswordForm = { password: string; confirmPassword: string };

/** Self sign-up as the form checks it: the password under the policy in force. */
export function registerFormSchema(policy: PasswordPolicy) {
  return registerSchema.extend({ password: policyPasswordSchema(policy) });
}

/** Add / Edit User as the dialog checks it: an optional password under the policy in force. */
export function adminUserFormSchema(policy: PasswordPolicy) {
  return adminUserInputSchema.extend({
    password: z
      .union([z.literal(''), policyPasswordSchema(policy)])
      .optional()
      .transform((value) => value || undefined),
  });
}
