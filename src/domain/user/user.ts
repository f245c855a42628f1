import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';

/** The signed-in user as `GET /api/auth/user` returns it: never a password hash. */
export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    role: z.string(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    bio: z.string().nullable(),
    lastActiveAt: dateTimeText.nullable(),
    /** Two-factor sign-in (TOTP) is on for this account. */
    twoFactorEnabled: z.boolean(),
    createdAt: dateTimeText,
    updatedAt: dateTimeText,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const signInSchema = z.object({
  email: z.string().trim().max(254).min(1, 'Email is required'),
  password: z.string().max(1024).min(1, 'Password is required'),
});
export type SignIn = z.infer<typeof signInSchema>;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const LOCKED_MESSAGE = 'Too many failed sign-in attempts. Try again in 15 minutes.';
export const RATE_LIMITED_MESSAGE = 'Too many sign-in attempts from this address. Please wait and try again.';
export const LOCKOUT_MINUTES = 15;
