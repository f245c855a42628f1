import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';

/**
 * A user's session as an administrator sees it in User Management (ADR 030): when and where it signed in and was
 * last seen, never its cookie. `id` is a public handle (half of the stored hash of the cookie's id), enough to
 * end that one session and useless to sign in with.
 */
export const userSessionSchema = z
  .object({
    id: z.string(),
    /** active: signed in; two_factor / enrol: a sign-in waiting for its second step. */
    stage: z.enum(['active', 'two_factor', 'enrol']),
    createdAt: dateTimeText,
    lastSeenAt: dateTimeText,
    expiresAt: dateTimeText,
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    /** The administrator's own session, the one asking. */
    current: z.boolean(),
  })
  .meta({ id: 'UserSession' });
export type UserSession = z.infer<typeof userSessionSchema>;

export const SESSION_ID_LENGTH = 32;
export const sessionParamsSchema = z.object({
  id: z.string().max(100),
  sessionId: z.string().regex(/^[0-9a-f]{32}$/, 'Session not found'),
});
