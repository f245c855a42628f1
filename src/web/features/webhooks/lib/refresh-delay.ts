import type { WebhookDelivery } from '../../../../domain/integrations/webhooks.ts';

/** How soon a just-queued delivery is re-read: the dispatcher sends it within moments of the commit. */
export const MIN_REFRESH_MS = 3000;
/** A retry hours away is still re-read now and then, in case it was sent early (a resend, another instance). */
export const MAX_REFRESH_MS = 60_000;

/**
 * When to re-read a delivery log, or false when every delivery has its outcome. A pending delivery changes when
 * its next attempt is due, so the log waits until then (within the bounds above) rather than asking every few
 * seconds through a retry wait of up to two hours (ADR 019).
 */
export function refreshDelay(
  deliveries: readonly WebhookDelivery[] | undefined,
  now: number,
): number | false {
  const due = (deliveries ?? [])
    .filter((delivery) => delivery.status === 'pending')
    .map((delivery) => (delivery.nextAttemptAt ? Date.parse(delivery.nextAttemptAt) : now));
  if (!due.length) return false;
  return Math.min(Math.max(Math.min(...due) - now, MIN_REFRESH_MS), MAX_REFRESH_MS);
}
