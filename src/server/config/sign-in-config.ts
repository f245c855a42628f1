import { z } from 'zod';
import { ROLES, type Role } from '../../domain/user/roles.ts';
import { ConfigError } from './config-error.ts';
import { bool } from './env-values.ts';

/** How people and API tokens get in: the rate limits on signing in and up, and OpenID Connect single sign-on. */
export const signInEnv = {
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(200).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  // The claim of the ID token or userinfo whose values OIDC_ROLE_MAP maps to roles (default "groups").
  OIDC_ROLE_CLAIM: z.string().min(1).max(100).optional(),
  // Claim value -> role, comma-separated ("formulary-admins=admin,chemists=rd_scientist"); unset: new users are
  // viewers. Nothing becomes admin unless this map says so (ADR 032).
  OIDC_ROLE_MAP: z.string().max(4000).optional(),
  // Sign-up and invitation routes: requests per address per 15 minutes (ADR 011).
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  // Slow an account's sign-ins after failures from many addresses (ADR 011); off only for load and fuzz tests.
  SIGN_IN_SLOWDOWN: bool.optional(),
  // Requests per API token per minute (ADR 018).
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
};

export interface SignInConfig {
  signInRateLimit: number;
  /** OpenID Connect single sign-on when the issuer, client id and secret are all set. */
  oidc?: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    /** The claim whose values roleMap reads; the map's entries in the order given (the first match wins). */
    roleClaim: string;
    roleMap: [string, Role][];
  };
  signUpRateLimit: number;
  signInSlowdown: boolean;
  apiTokenRateLimit: number;
}

type SignInEnv = z.infer<z.ZodObject<typeof signInEnv>>;

export function signInConfig(e: SignInEnv): SignInConfig {
  return {
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            roleClaim: e.OIDC_ROLE_CLAIM ?? 'groups',
            roleMap: roleMap(e.OIDC_ROLE_MAP),
          }
        : undefined,
    signUpRateLimit: e.SIGN_UP_RATE_LIMIT,
    signInSlowdown: e.SIGN_IN_SLOWDOWN ?? true,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
  };
}

/** OIDC_ROLE_MAP as (claim value, role) pairs; an unknown role or a malformed entry stops the boot. */
function roleMap(text: string | undefined): [string, Role][] {
  if (!text?.trim()) return [];
  return text
    .split(',')
    .filter((entry) => entry.trim())
    .map((entry) => {
      const at = entry.lastIndexOf('=');
      const value = entry.slice(0, at).trim();
      const role = entry.slice(at + 1).trim();
      if (at <= 0 || !value || !(ROLES as readonly string[]).includes(role)) {
        throw new ConfigError(
          `Invalid environment:\n  OIDC_ROLE_MAP: "${entry.trim()}" is not "claim value=role" with a role among ${ROLES.join(', ')}`,
        );
      }
      return [value, role as Role];
    });
}
