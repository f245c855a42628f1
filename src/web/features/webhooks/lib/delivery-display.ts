import type { DeliveryStatus, WebhookDelivery } from '../../../../domain/integrations/webhooks.ts';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

/** Each outcome's badge: the word carries the meaning, the colour repeats it. */
export const DELIVERY_STATUS_BADGE: Record<DeliveryStatus, { label: string; variant: BadgeVariant }> = {
  delivered: { label: 'Delivered', variant: 'green' },
  pending: { label: 'Pending', variant: 'yellow' },
  failed: { label: 'Failed', variant: 'red' },
};

/** The receiver's last answer: its HTTP status, or why there was none (timeout, refused connection). */
export function lastAnswer(delivery: WebhookDelivery): { text: string; at: string } | null {
  const attempt = delivery.attempts.at(-1);
  if (!attempt) return null;
  const text = attempt.statusCode === null ? (attempt.error ?? 'No answer') : `HTTP ${attempt.statusCode}`;
  return { text, at: attempt.attemptedAt };
}
