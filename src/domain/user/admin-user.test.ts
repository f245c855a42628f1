import { describe, expect, it } from 'vitest';
import {
  adminUserInputSchema,
  adminUserUpdateSchema,
  deleteUserConfirmation,
  registerSchema,
} from './admin-user.ts';
import { passwordPolicyErrors } from './password.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('Add/Edit user', () => {
  it("gives the spec's messages for missing names and a bad e-mail", () => {
    const result = adminUserInputSchema.safeParse({ firstName: ' ', lastName: '', email: 'nope' });
    expect(messages(result)).toEqual([
      'First name is required',
      'Last name is required',
      'Valid email is required',
    ]);
    expect(messages(adminUserInputSchema.safeParse({}))).toEqual([
      'First name is required',
      'Last name is required',
      'Valid email is required',
    ]);
  });

  it('trims, lower-cases the e-mail and treats an empty password as none', () => {
    const parsed = adminUserInputSchema.parse({
      firstName: ' Ana ',
      lastName: 'Diaz',
      email: ' Ana.Diaz@Example.COM ',
      password: '',
    });
    expect(parsed).toEqual({ firstName: 'Ana', lastName: 'Diaz', email: 'ana.diaz@example.com' });
  });

  it("checks an initial password against the spec's rule", () => {
    const weak = adminUserInputSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: 'short',
    });
    expect(messages(weak)).toContain('Password must be at least 8 characters');
  });

  it('requires the revision on edit and knows the roles', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@b.co' };
    expect(messages(adminUserUpdateSchema.safeParse(base))).toEqual(['Revision is required']);
    expect(adminUserUpdateSchema.safeParse({ ...base, revision: 1, role: 'superuser' }).success).toBe(false);
    expect(adminUserUpdateSchema.parse({ ...base, revision: 2, role: 'editor' }).role).toBe('editor');
  });

  it('words the delete confirmation as the spec does', () => {
    expect(deleteUserConfirmation({ firstName: 'Ana', lastName: 'Diaz' })).toBe(
      'Are you sure you want to delete Ana Diaz? This action cannot be undone.',
    );
  });

  it('requires a password that meets the rule on self sign-up', () => {
    const result = registerSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: 'alllowercase1!',
    });
    expect(messages(result)).toEqual([
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ]);
  });
});

describe('password policy', () => {
  it('adds the settings policy on top of the spec rule', () => {
    const policy = { minLength: 12, requireSpecialChar: true, requireNumbers: true };
    // 'Abcdef1!' has 8 characters: enough for the spec, 4 short of the policy's 12.
    expect(passwordPolicyErrors('Abcdef1!', policy)).toEqual(['Password must be at least 12 characters']);
    expect(passwordPolicyErrors('Abcdefgh1!xy', policy)).toEqual([]);
  });
});
