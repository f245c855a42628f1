/**
 * Who sees your profile on the People screen: everyone signed in and API tokens, signed-in users, or
 * administrators only (ADR 064). Free of zod, so the account settings screen's first download stays small
 * (docs/product-rules.md, "Budgets"); account-settings.ts builds its schema from it.
 */
export const PROFILE_VISIBILITIES = ['public', 'team', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];
