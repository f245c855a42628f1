import { z } from 'zod';
import type { SystemSettings } from '../settings/system-settings.ts';

export type PasswordPolicy = SystemSettings['security']['passwordPolicy'];

/** The spec's special characters: the rule, the hint and the strength meter all count these. */
export const PASSWORD_SPECIALS = '@$!%*?&';
export const PASSWORD_MAX_LENGTH = 128;
/** No policy goes below the spec's 8 characters: the settings form refuses less. */
export const PASSWORD_MIN_LENGTH_FLOOR = 8;

/**
 * With the system setting "Allow passphrases of 15 or more characters without the character rules" on, a password
 * this long needs no upper case, digit or special character (NIST SP 800-63B favours length over composition).
 * The minimum length and the common-password list still apply.
 */
export const PASSPHRASE_MIN_LENGTH = 15;

/** A password found in the common-password list (the server checks it: the list is too large for the web). */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.';

export const PASSWORD_COMPLEXITY_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

/** The spec's rule: the default policy (8 characters, numbers and special characters required). */
export const SPEC_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  requireSpecialChar: true,
  requireNumbers: true,
  allowPassphrases: false,
};

/** Whether the policy lets this password skip the character rules as a passphrase. */
export function isPassphrase(password: string, policy: PasswordPolicy): boolean {
  return policy.allowPassphrases === true && password.length >= PASSPHRASE_MIN_LENGTH;
}

const SPECIAL = /[@$!%*?&]/;

/**
 * What the API accepts as a password before the policy is applied: the policy in force lives in the database,
 * so the route only bounds the text and the service checks the policy (every path that sets a password).
 */
export const passwordInputSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, 'Password must be less than 128 characters');

/** The character classes a policy requires: upper and lower case always, numbers and specials when set. */
function requiredClasses(policy: PasswordPolicy) {
  return [
    { label: 'one uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
    { label: 'one lowercase letter', test: (p: string) => /[a-z]/.test(p) },
    ...(policy.requireNumbers ? [{ label: 'one number', test: (p: string) => /\d/.test(p) }] : []),
    ...(policy.requireSpecialChar
      ? [{ label: 'one special character', test: (p: string) => SPECIAL.test(p) }]
      : []),
  ];
}

/** "a, b, and c" as the spec words its complexity message; "a and b" for two. */
function listWithAnd(parts: string[]): string {
  if (parts.length <= 2) return parts.join(' and ');
  return `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}`;
}

function effectiveMinLength(policy: PasswordPolicy): number {
  return Math.max(PASSWORD_MIN_LENGTH_FLOOR, policy.minLength);
}

/**
 * The messages of the rules a password breaks under the policy in force. With the default policy they are
 * the spec's messages word for word; a policy without numbers or specials drops them from the message.
 */
export function passwordPolicyErrors(password: string, policy: PasswordPolicy): string[] {
  const errors: string[] = [];
  const min = effectiveMinLength(policy);
  if (password.length < min) errors.push(`Password must be at least ${min} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) errors.push('Password must be less than 128 characters');
  const classes = requiredClasses(policy);
  if (!isPassphrase(password, policy) && classes.some((rule) => !rule.test(password))) {
    errors.push(`Password must contain at least ${listWithAnd(classes.map((rule) => rule.label))}`);
  }
  return errors;
}

/** The rules in force, each with whether the password meets it: the profile's checklist. */
export function passwordChecklist(password: string, policy: PasswordPolicy) {
  const min = effectiveMinLength(policy);
  // A passphrase meets the character rules by its length (the setting says so).
  const phrase = isPassphrase(password, policy);
  return [
    { label: `At least ${min} characters`, met: password.length >= min },
    {
      label: 'Upper and lower case letters',
      met: phrase || (/[A-Z]/.test(password) && /[a-z]/.test(password)),
    },
    ...(policy.requireNumbers ? [{ label: 'A number', met: phrase || /\d/.test(password) }] : []),
    ...(policy.requireSpecialChar
      ? [{ label: `One of ${PASSWORD_SPECIALS}`, met: phrase || SPECIAL.test(password) }]
      : []),
  ];
}

/** The hint under a new-password field, worded after the policy in force. */
export function passwordHint(policy: PasswordPolicy): string {
  const parts = ['upper and lower case'];
  if (policy.requireNumbers) parts.push('a number');
  if (policy.requireSpecialChar) parts.push(`one of ${PASSWORD_SPECIALS}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  const rule = `${effectiveMinLength(policy)} to ${PASSWORD_MAX_LENGTH} characters with ${list}.`;
  return policy.allowPassphrases
    ? `${rule} Or a passphrase of ${PASSPHRASE_MIN_LENGTH} or more characters.`
    : rule;
}

/** A form's new-password field under the policy in force (the server applies the same function). */
export function policyPasswordSchema(policy: PasswordPolicy) {
  return z
    .string({ error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH, 'Password must be less than 128 characters')
    .superRefine((password, context) => {
      for (const message of passwordPolicyErrors(password, policy))
        context.addIssue({ code: 'custom', message });
    });
}

/** The spec's rule as a schema (the default policy). */
export const newPasswordSchema = policyPasswordSchema(SPEC_PASSWORD_POLICY);

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/**
 * Strength meter (spec): one point each for the length, lowercase, uppercase, digit and special character,
 * 0 to 5. The length point follows the policy's minimum, so "Strong" is never given to a password the policy
 * refuses for its length.
 */
export function passwordStrength(password: string, policy: PasswordPolicy = SPEC_PASSWORD_POLICY): number {
  const min = effectiveMinLength(policy);
  return [password.length >= min, /[a-z]/.test(password), /[A-Z]/.test(password), /\d/.test(password)]
    .concat(SPECIAL.test(password))
    .filter(Boolean).length;
}

/** Label of a score: 0-1 Very Weak, 2 Weak, 3 Fair, 4 Good, 5 Strong. */
export function strengthLabel(score: number): (typeof STRENGTH_LABELS)[number] {
  return STRENGTH_LABELS[Math.max(0, Math.min(4, score - 1))];
}
