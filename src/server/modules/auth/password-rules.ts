import { dictionary } from '@zxcvbn-ts/language-common';
import {
  COMMON_PASSWORD_MESSAGE,
  type PasswordPolicy,
  passwordPolicyErrors,
} from '../../../domain/user/password.ts';

/**
 * The common-password list of `@zxcvbn-ts/language-common` (about 49,000 passwords from public breach corpora,
 * most common first), lower-cased. Built on first use: the sign-in path never needs it.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.normalize('NFKC').toLowerCase()));
  return common;
}

// Characters people wrap a listed password in to satisfy the spec's rule ("Password1!", "!qwerty123").
const DECORATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * Whether a password is in the list once normalised (ADR 030): NFKC and lower case (the list is lower case, and
 * "Password1" is as guessable as "password1"), then the same with the symbols at either end stripped, so the
 * spec's required special character tacked on ("Passw0rd!") does not make a listed password new. Digits are
 * never stripped: "Demo!2345" is not "demo".
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return true;
  const bare = lower.replace(DECORATION, '');
  return bare !== lower && bare.length > 0 && list.has(bare);
}

/** Every rule a new password breaks: the policy in force (the spec's rule by default), then the common list. */
export function passwordProblems(password: string, policy: PasswordPolicy): string[] {
  const problems = passwordPolicyErrors(password, policy);
  if (isCommonPassword(password)) problems.push(COMMON_PASSWORD_MESSAGE);
  return problems;
}
