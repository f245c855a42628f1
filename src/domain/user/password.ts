import { z } from 'zod';
import type { SystemSettings } from '../settings/system-settings.ts';

export const PASSWORD_COMPLEXITY_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

/** The spec's password rule (8 to 128 characters, lower, upper, digit, one of @$!%*?&). */
export const newPasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be less than 128 characters')
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).*$/, PASSWORD_COMPLEXITY_MESSAGE);

/** The system settings' policy on top of the spec's rule; returns the messages of the rules broken. */
export function passwordPolicyErrors(
  password: string,
  policy: SystemSettings['security']['passwordPolicy'],
): string[] {
  const errors: string[] = [];
  const base = newPasswordSchema.safeParse(password);
  if (!base.success) errors.push(...base.error.issues.map((issue) => issue.message));
  if (password.length < policy.minLength)
    errors.push(`Password must be at least ${policy.minLength} characters`);
  if (policy.requireNumbers && !/\d/.test(password)) errors.push('Password must contain a number');
  if (policy.requireSpecialChar && !/[^A-Za-z0-9]/.test(password)) {
    errors.push('Password must contain a special character');
  }
  return [...new Set(errors)];
}

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** Strength meter: one point each for length 8+, lowercase, uppercase, digit, special character (0 to 5). */
export function passwordStrength(password: string): number {
  return [/.{8,}/, /[a-z]/, /[A-Z]/, /\d/, /[@$!%*?&]/].filter((rule) => rule.test(password)).length;
}

/** Label of a score: 0-1 Very Weak, 2 Weak, 3 Fair, 4 Good, 5 Strong. */
export function strengthLabel(score: number): (typeof STRENGTH_LABELS)[number] {
  return STRENGTH_LABELS[Math.max(0, Math.min(4, score - 1))];
}
