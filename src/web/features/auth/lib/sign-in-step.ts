import type { SignInAnswer } from '../api/index.ts';

/** What the sign-in screen shows after a password was accepted: the app, a two-factor code, or enrolment. */
export type SignInStep = 'signed_in' | 'two_factor' | 'enrol';

/** The step a sign-in answer leads to; the password form and the single sign-on link form both end here. */
export function signInStep(answer: SignInAnswer): SignInStep {
  if ('twoFactorRequired' in answer) return 'two_factor';
  if ('twoFactorEnrolmentRequired' in answer) return 'enrol';
  return 'signed_in';
}
