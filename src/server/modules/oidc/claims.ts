import type { Role } from '../../../domain/user/roles.ts';

/**
 * The role a new single-sign-on user gets (ADR 032): the first OIDC_ROLE_MAP entry whose claim value the user's
 * OIDC_ROLE_CLAIM holds (a string, or one entry of a list such as "groups"), otherwise viewer. A claim value is
 * never taken as a role name by itself: only the map, written by the operator, can make an administrator.
 */
export function roleFromClaims(claims: Record<string, unknown>, claim: string, map: [string, Role][]): Role {
  const value = claims[claim];
  const held = new Set((Array.isArray(value) ? value : [value]).filter((entry) => typeof entry === 'string'));
  return map.find(([claimValue]) => held.has(claimValue))?.[1] ?? 'viewer';
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
