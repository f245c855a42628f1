// Apart from api/index.ts: the route loader (in the entry chunk) needs the keys, not the hooks and mutations.

/**
 * The header's unread compliance alerts. The key is the API path: the live feed's 'compliance' events (an alert
 * opened, changed or read in another tab) invalidate everything under '/api/notifications', so the count updates
 * without a reload.
 */
export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/**
 * The user's own notices (sign-in alerts, security changes). A 'notices' event on the live feed, addressed to
 * this user alone, invalidates it.
 */
export const ACCOUNT_NOTICES_KEY = ['/api/account-notices'] as const;
