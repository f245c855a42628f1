import { useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '../../../../domain/integrations/webhooks.ts';
import { WEBHOOKS_KEY } from './keys.ts';

/** GET /api/admin/webhooks: every registered endpoint (without its secret). */
export function useWebhooks() {
  return useQuery<WebhookEndpoint[]>({ queryKey: WEBHOOKS_KEY });
}
