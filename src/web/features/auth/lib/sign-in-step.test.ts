import { describe, expect, it } from 'vitest';
import type { SignInAnswer } from '../api/index.ts';
import { signInStep } from './sign-in-step.ts';

describe('signInStep', () => {
  it('asks for a code when the account has two-factor authentication', () => {
    expect(signInStep({ twoFactorRequired: true })).toBe('two_factor');
  });

  it('asks to enrol when the organisation requires two-factor authentication and the account has none', () => {
    expect(signInStep({ twoFactorEnrolmentRequired: true })).toBe('enrol');
  });

  it('signs in when the answer is the user', () => {
    const user = { id: 'u1', email: 'ada@example.com' } as unknown as SignInAnswer;
    expect(signInStep(user)).toBe('signed_in');
  });
});
