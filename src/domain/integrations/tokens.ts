import { z } from 'zod';
import { ROLES } from '../user/roles.ts';

/** A token's rights: `read` answers GET and HEAD only; `write` whatever its owner's role may do. */
export const TOKEN_ACCESS = ['read', 'write'] as const;
export type TokenAccess = (typeof TOKEN_ACCESS)[number];
const TOKEN_ACCESS_LABELS: Record<TokenAccess, string> = { read: 'Read-only', write: 'Read & write' };
/** How screens name a token's access. */
export const accessLabel = (access: TokenAccess): string => TOKEN_ACCESS_LABELS[access];
/** Personal: acts as the person who made it. Service: a machine's, with a role an administrator gave it. */
export const TOKEN_KINDS = ['personal', 'service'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** The longest a token may live (issue 16): a forgotten token must not work forever. */
export const MAX_TOKEN_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an expiry date is refused, or undefined when it is in the future and within the longest life. */
export function expiryProblem(expiresAt: Date, now: Date): string | undefined {
  if (Number.isNaN(expiresAt.getTime())) return 'Expiry must be a date';
  if (expiresAt.getTime() <= now.getTime()) return 'Expiry must be in the future';
  if (expiresAt.getTime() > now.getTime() + MAX_TOKEN_DAYS * DAY_MS) return 'Expiry must be within one year';
  return undefined;
}

export const tokenInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be less than 100 characters'),
  expiresAt: z.iso.datetime({ offset: true, error: 'Expiry must be a date' }),
  access: z.enum(TOKEN_ACCESS, { error: 'Access must be read or write' }),
});
export type TokenInput = z.infer<typeof tokenInputSchema>;

export const serviceTokenInputSchema = tokenInputSchema.extend({
  role: z.enum(ROLES, { error: 'Role is required' }),
});
export type ServiceTokenInput = z.infer<typeof serviceTokenInputSchema>;

export const apiTokenSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(TOKEN_KINDS),
    name: z.string(),
    /** The token's first characters, so a person can tell tokens apart; never enough to use it. */
    prefix: z.string(),
    access: z.enum(TOKEN_ACCESS),
    role: z.enum(ROLES).nullable(),
    ownerId: z.uuid(),
    ownerEmail: z.string(),
    expiresAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The create answer: the only time the token itself is shown. */
export const createdTokenSchema = apiTokenSchema
  .extend({ token: z.string() })
  .meta({ id: 'CreatedApiToken' });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

/** Every token starts with this, so secret scanners and people recognise one. */
export const TOKEN_PREFIX = 'fmy_';

/** Whether an Authorization header value looks like one of our tokens (cheap check before any lookup). */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
