import { describe, expect, it } from 'vitest';
import {
  adminUserFormSchema,
  adminUserInputSchema,
  adminUserUpdateSchema,
  deleteUserConfirmation,
  registerFormSchema,
} from './admin-user.ts';
import {
  passwordChecklist,
  passwordHint,
  passwordPolicyErrors,
  passwordStrength,
  SPEC_PASSWORD_POLICY,
  strengthLabel,
} from './password.ts';

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

  it("checks an initial password against the policy in the dialog's form", () => {
    const weak = adminUserFormSchema(SPEC_PASSWORD_POLICY).safeParse({
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
    const result = registerFormSchema(SPEC_PASSWORD_POLICY).safeParse({
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
    const policy = { ...SPEC_PASSWORD_POLICY, minLength: 12 };
    // 'Abcdef1!' has 8 characters: enough for the spec, 4 short of the policy's 12.
    expect(passwordPolicyErrors('Abcdef1!', policy)).toEqual(['Password must be at least 12 characters']);
    expect(passwordPolicyErrors('Abcdefgh1!xy', policy)).toEqual([]);
  });

  it('is the spec rule by default, word for word', () => {
    expect(passwordPolicyErrors('alllowercase1!', SPEC_PASSWORD_POLICY)).toEqual([
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ]);
    expect(passwordHint(SPEC_PASSWORD_POLICY)).toBe(
      '8 to 128 characters with upper and lower case, a number and one of @$!%*?&.',
    );
  });

  it('drops what the policy no longer requires, from the rule, the message and the hint', () => {
    const relaxed = {
      minLength: 10,
      requireSpecialChar: false,
      requireNumbers: false,
      allowPassphrases: false,
    };
    expect(passwordPolicyErrors('Abcdefghij', relaxed)).toEqual([]);
    expect(passwordPolicyErrors('abcdefghij', relaxed)).toEqual([
      'Password must contain at least one uppercase letter and one lowercase letter',
    ]);
    expect(passwordPolicyErrors('Abcdefghi', relaxed)).toEqual(['Password must be at least 10 characters']);
    expect(passwordHint(relaxed)).toBe('10 to 128 characters with upper and lower case.');
    const numbersOnly = { ...relaxed, requireNumbers: true };
    expect(passwordPolicyErrors('abcdefghij', numbersOnly)).toEqual([
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ]);
  });

  it('lets a passphrase of 15 or more characters skip the character rules only when the setting allows', () => {
    const phrase = 'correct horse battery'; // 21 characters, lower case and spaces only
    const fourteen = 'abcdefghijklmn'; // 14: one under the passphrase length
    const fifteen = 'abcdefghijklmno'; // 15: exactly the passphrase length
    const complexity = [
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ];
    expect(passwordPolicyErrors(phrase, SPEC_PASSWORD_POLICY)).toEqual(complexity);
    const nist = { ...SPEC_PASSWORD_POLICY, allowPassphrases: true };
    expect(passwordPolicyErrors(phrase, nist)).toEqual([]);
    expect(passwordPolicyErrors(fifteen, nist)).toEqual([]);
    expect(passwordPolicyErrors(fourteen, nist)).toEqual(complexity);
    // The minimum length still applies: a 20-character minimum refuses a 16-character passphrase.
    expect(passwordPolicyErrors('abcdefghijklmnop', { ...nist, minLength: 20 })).toEqual([
      'Password must be at least 20 characters',
    ]);
    expect(passwordHint(nist)).toBe(
      '8 to 128 characters with upper and lower case, a number and one of @$!%*?&. Or a passphrase of 15 or more characters.',
    );
    expect(passwordChecklist(fifteen, nist).every((item) => item.met)).toBe(true);
  });

  it('never goes below 8 characters, whatever is stored', () => {
    expect(passwordPolicyErrors('Ab1!', { ...SPEC_PASSWORD_POLICY, minLength: 6 })).toEqual([
      'Password must be at least 8 characters',
    ]);
  });

  it('scores strength 0 to 5 with the length point at the policy minimum', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('Abcdef1!')).toBe(5);
    // Under a 12-character policy the same password lacks the length point: Good, not Strong.
    const long = { ...SPEC_PASSWORD_POLICY, minLength: 12 };
    expect(passwordStrength('Abcdef1!', long)).toBe(4);
    expect(strengthLabel(passwordStrength('Abcdef1!', long))).toBe('Good');
    expect(passwordChecklist('Abcdefgh', SPEC_PASSWORD_POLICY)).toEqual([
      { label: 'At least 8 characters', met: true },
      { label: 'Upper and lower case letters', met: true },
      { label: 'A number', met: false },
      { label: 'One of @$!%*?&', met: false },
    ]);
  });
});
