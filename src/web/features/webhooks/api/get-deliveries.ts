import { useQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '../../../../domain/integrations/webhooks.ts';
import { deliveriesKey } from './keys.ts';

// A delivery leaves "pending" in the server's dispatcher, which announces nothing on the live feed (ADR 019); while
// the log shows one, it is re-read every few seconds until every delivery has its outcome. The one exception to
// the no-interval default (lib/query-client.ts), and only while this log is on screen.
const PENDING_REFRESH_MS = 3000;

/** GET /api/admin/webhooks/:id/deliveries: the endpoint's newest deliveries with their attempts. */
export function useDeliveries(endpointId: string) {
  return useQuery<WebhookDelivery[]>({
    queryKey: deliveriesKey(endpointId),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}
