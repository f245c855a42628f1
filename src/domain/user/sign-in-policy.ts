/**
 * The sign-in rules that are numbers (docs/product-rules.md, "Sign-in and permissions" as ADR 011 and ADR 012 change it): pure so the figures are tested
 * by hand, and the same on every instance.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A password was right and the second factor is still due: that half-signed-in state lasts this long. */
export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;
/** The first delay once an account's failures across every address reach the limit, doubled per failure. */
export const FIRST_DELAY_MS = 500;
/** The longest an account's sign-in is slowed: a slow-down, never a lock for everyone. */
export const MAX_DELAY_MS = 10_000;

/**
 * How long a sign-in to an account waits before the password is even checked, given that account's recent
 * failures from every address: nothing below the limit, then 0.5 s, 1 s, 2 s ... up to 10 s. Guessing across
 * many addresses is slowed to a crawl, and the owner still gets in.
 */
export function signInDelayMs(accountFailures: number, maxAttempts: number): number {
  if (accountFailures < maxAttempts) return 0;
  const doublings = Math.min(accountFailures - maxAttempts, 10);
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** doublings);
}

/**
 * A session's absolute lifetime: the user's own choice in days (account settings), within the longest the
 * system settings allow. Idle sessions end earlier by the system's idle timeout.
 */
export function sessionLifetimeMs(userDays: number, systemMaxDays: number): number {
  const days = Math.max(1, Math.min(Math.floor(userDays), Math.floor(systemMaxDays)));
  return days * DAY_MS;
}
