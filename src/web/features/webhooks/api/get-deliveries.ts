import { useQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '../../../../domain/integrations/webhooks.ts';
import { refreshDelay } from '../lib/refresh-delay.ts';
import { deliveriesKey } from './keys.ts';

/**
 * GET /api/admin/webhooks/:id/deliveries: the endpoint's newest deliveries with their attempts. A delivery leaves
 * "pending" in the server's dispatcher, which announces nothing on the live feed (ADR 019), so while the log shows
 * one it is re-read when the next attempt is due: the one exception to the no-interval default
 * (lib/query-client.ts), and only while this log is on screen.
 */
export function useDeliveries(endpointId: string) {
  return useQuery<WebhookDelivery[]>({
    queryKey: deliveriesKey(endpointId),
    refetchInterval: (query) => refreshDelay(query.state.data, Date.now()),
  });
}
