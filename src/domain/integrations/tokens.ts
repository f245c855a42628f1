import { z } from 'zod';
import { ROLES } from '../user/roles.ts';

import { TOKEN_ACCESS, TOKEN_KINDS } from './token-rules.ts';

export {
  accessLabel,
  expiryProblem,
  MAX_TOKEN_DAYS,
  TOKEN_ACCESS,
  TOKEN_KINDS,
  type TokenAccess,
  type TokenKind,
} from './token-rules.ts';

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
