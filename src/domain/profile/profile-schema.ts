import { z } from 'zod';
import { type PasswordPolicy, passwordInputSchema, policyPasswordSchema } from '../user/password.ts';
import { totpCodeSchema } from '../user/two-factor.ts';

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be less than 50 characters`);

/** The personal information form (docs/product-rules.md, "The web app"). Role and anything else are not part of it: never written. */
export const profileInputSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z
    .email({ error: 'Please enter a valid email address' })
    .max(254, 'Please enter a valid email address'),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone must be less than 40 characters')
    .nullish()
    .transform((value) => value || null),
  company: z
    .string()
    .trim()
    .max(100, 'Company must be less than 100 characters')
    .nullish()
    .transform((value) => value || null),
  bio: z
    .string()
    .trim()
    .max(500, 'Bio must be less than 500 characters')
    .nullish()
    .transform((value) => value || null),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/**
 * What PATCH /api/profile takes: the form, and the current password (with the authenticator's code when
 * two-factor sign-in is on) when the e-mail changes (ADR 030).
 */
export const profileUpdateSchema = profileInputSchema.extend({
  currentPassword: z.string().max(1024).optional(),
  code: totpCodeSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileFormValues = z.input<typeof profileInputSchema>;

/** What the API takes to change a password (and the authenticator's code when two-factor sign-in is on). */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024),
  newPassword: passwordInputSchema,
  code: totpCodeSchema.optional(),
});

/** The form adds the policy in force and the confirmation (spec: "Passwords don't match"). */
export function passwordFormSchema(policy: PasswordPolicy) {
  return passwordChangeSchema
    .extend({ newPassword: policyPasswordSchema(policy), confirmPassword: z.string().max(1024) })
    .refine((values) => values.newPassword === values.confirmPassword, {
      message: "Passwords don't match",
      path: ['confirmPassword'],
    });
}
export type PasswordFormValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  code?: string;
};

export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const EMAIL_IN_USE = 'This email address is already in use';
