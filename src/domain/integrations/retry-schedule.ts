/**
 * When a failed webhook delivery is tried again ("retried with backoff for a day"). The wait doubles
 * from 30 seconds and is capped at two hours, so a receiver that is down for a moment gets the change within a
 * minute, and one down for a night still gets it in the morning. Past a day after the change, the delivery is
 * given up (an administrator can still resend it).
 */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_WAIT_MS = 2 * 60 * 60 * 1000;

/** The wait after the `attempts`-th failed attempt (1 = after the first), for a base wait of `baseMs`. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(baseMs * 2 ** Math.min(exponent, 30), MAX_WAIT_MS);
}

/** The next attempt after `attempts` failures of a delivery created at `createdAt`, or null: give up. */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date, baseMs = 30_000): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attempts, baseMs));
  return next.getTime() - createdAt.getTime() > RETRY_WINDOW_MS ? null : next;
}
