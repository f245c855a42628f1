/** Query keys are the API paths they read (the default query function GETs them). */
export const OWN_TOKENS_KEY = ['/api/profile/tokens'] as const;
export const ALL_TOKENS_KEY = ['/api/admin/tokens'] as const;
const ACTIVITY_KEY = ['/api/admin/activity'] as const;

/**
 * Every token change touches both lists (an administrator's personal token is in both) and the activity log
 * (creation and revocation are logged), and no live event announces tokens: the mutation refreshes them.
 */
export const TOKEN_CHANGE_KEYS = [OWN_TOKENS_KEY, ALL_TOKENS_KEY, ACTIVITY_KEY] as const;
