/**
 * Who sees your profile on the People screen: everyone signed in and API tokens, signed-in users, or
 * administrators only (ADR 064). Free of zod, so the account settings screen's first download stays small
 * (docs/product-rules.md, "Budgets"); account-settings.ts builds its schema from it.
 */
export const PROFILE_VISIBILITIES = ['public', 'team', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** Who asks to see a profile: their id, whether they are an administrator, and how they came (ADR 064). */
export interface ProfileViewer {
  userId: string;
  isAdmin: boolean;
  /** A browser session, a person's own API token, or a service token (which is no person, ADR 029). */
  via: 'session' | 'personal-token' | 'service-token';
}

/**
 * Whether a viewer sees one profile on the People screen and GET /api/people (ADR 064): public to everyone signed in
 * and to API tokens, team to people signed in (no token of any kind), private to administrators signed in. Its
 * owner always sees their own, except through a service token, which acts for nobody.
 */
export function canSeeProfile(
  owner: { id: string; visibility: ProfileVisibility },
  viewer: ProfileViewer,
): boolean {
  if (owner.id === viewer.userId && viewer.via !== 'service-token') return true;
  if (owner.visibility === 'public') return true;
  if (viewer.via !== 'session') return false;
  return owner.visibility === 'team' || viewer.isAdmin;
}
