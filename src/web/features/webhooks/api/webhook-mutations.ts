import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookInput,
  WebhookUpdate,
} from '../../../../domain/integrations/webhooks.ts';
import { api } from '../../../lib/api.ts';
import { deliveriesKey, WEBHOOKS_KEY, webhookKey } from './keys.ts';

/** Every change to an endpoint reloads the list, its detail and its log (one key prefix), and the activity log. */
function useInvalidateWebhooks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['/api/admin/activity'] }),
    ]);
}

/** POST /api/admin/webhooks (400 for a private address unless the server allows them). */
export function useCreateWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: (input: WebhookInput) => api.post<WebhookEndpoint>('/api/admin/webhooks', input),
    onSuccess: invalidate,
  });
}

/** PUT /api/admin/webhooks/:id with the revision the form read (409 when it is stale). */
export function useUpdateWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: WebhookUpdate }) =>
      api.put<WebhookEndpoint>(`/api/admin/webhooks/${id}`, input),
    onSuccess: invalidate,
  });
}

/**
 * DELETE /api/admin/webhooks/:id: the endpoint and its delivery log go. Its own queries are dropped rather than
 * reloaded (they would answer 404); the screen closes its log before it deletes.
 */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/admin/webhooks/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: webhookKey(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/activity'] }),
      ]);
    },
  });
}

/** POST …/deliveries/:deliveryId/resend: queues a copy with the same event id; the log reloads to show it. */
export function useResendDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.post<WebhookDelivery>(`/api/admin/webhooks/${endpointId}/deliveries/${deliveryId}/resend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
