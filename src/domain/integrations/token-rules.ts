/**
 * The token rules without zod: the web's screens read labels and check expiry dates from here, so a screen's first
 * download does not carry the schema library (docs/product-rules.md, "Budgets"); tokens.ts adds the schemas.
 */

/** A token's rights: `read` answers GET and HEAD only; `write` whatever its owner's role may do. */
export const TOKEN_ACCESS = ['read', 'write'] as const;
export type TokenAccess = (typeof TOKEN_ACCESS)[number];
const TOKEN_ACCESS_LABELS: Record<TokenAccess, string> = { read: 'Read-only', write: 'Read & write' };
/** How screens name a token's access. */
export const accessLabel = (access: TokenAccess): string => TOKEN_ACCESS_LABELS[access];
/** Personal: acts as the person who made it. Service: a machine's, with a role an administrator gave it. */
export const TOKEN_KINDS = ['personal', 'service'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** The longest a token may live (ADR 018): a forgotten token must not work forever. */
export const MAX_TOKEN_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an expiry date is refused, or undefined when it is in the future and within the longest life. */
export function expiryProblem(expiresAt: Date, now: Date): string | undefined {
  if (Number.isNaN(expiresAt.getTime())) return 'Expiry must be a date';
  if (expiresAt.getTime() <= now.getTime()) return 'Expiry must be in the future';
  if (expiresAt.getTime() > now.getTime() + MAX_TOKEN_DAYS * DAY_MS) return 'Expiry must be within one year';
  return undefined;
}
