import { ROLES, type Role } from '../../../domain/user/roles.ts';

/**
 * The role a new single-sign-on user gets: the value of OIDC_ROLE_CLAIM when it names one of our roles (a string,
 * or the first matching entry of a list such as "groups"), otherwise viewer.
 */
export function roleFromClaims(claims: Record<string, unknown>, claim: string | undefined): Role {
  if (!claim) return 'viewer';
  const value = claims[claim];
  const candidates = Array.isArray(value) ? value : [value];
  const match = candidates.find((entry): entry is Role => (ROLES as readonly unknown[]).includes(entry));
  return match ?? 'viewer';
}

/** Given and family name from the standard claims, falling back to the name, then the e-mail's local part. */
export function namesFromClaims(claims: Record<string, unknown>, email: string) {
  const text = (key: string) =>
    typeof claims[key] === 'string' ? (claims[key] as string).trim().slice(0, 50) : '';
  const [first = '', ...rest] = text('name').split(/\s+/);
  return {
    firstName: text('given_name') || first || email.split('@')[0]!.slice(0, 50),
    lastName: text('family_name') || rest.join(' ').slice(0, 50) || null,
  };
}
