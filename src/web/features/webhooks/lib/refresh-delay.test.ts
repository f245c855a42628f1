import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '../../../../domain/integrations/webhooks.ts';
import { MAX_REFRESH_MS, MIN_REFRESH_MS, refreshDelay } from './refresh-delay.ts';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');

function delivery(status: WebhookDelivery['status'], nextAttemptAt: string | null = null): WebhookDelivery {
  return {
    id: crypto.randomUUID(),
    eventId: crypto.randomUUID(),
    eventType: 'formulation.created',
    status,
    attempts: [],
    nextAttemptAt,
    createdAt: '2026-11-24T09:59:00.000Z',
  };
}

describe('refreshDelay', () => {
  it('stops once every delivery has its outcome', () => {
    expect(refreshDelay(undefined, NOW)).toBe(false);
    expect(refreshDelay([delivery('delivered'), delivery('failed')], NOW)).toBe(false);
  });

  it('re-reads a delivery that is due soon after the shortest wait', () => {
    expect(refreshDelay([delivery('pending', '2026-11-24T10:00:00.000Z')], NOW)).toBe(MIN_REFRESH_MS);
    expect(refreshDelay([delivery('pending')], NOW)).toBe(MIN_REFRESH_MS);
  });

  it('waits for the earliest retry, and no longer than the longest wait', () => {
    const soon = delivery('pending', '2026-11-24T10:00:30.000Z');
    const later = delivery('pending', '2026-11-24T10:05:00.000Z');
    expect(refreshDelay([later, soon, delivery('delivered')], NOW)).toBe(30_000);
    expect(refreshDelay([later], NOW)).toBe(MAX_REFRESH_MS);
  });
});
