import type {
  WebhookEndpoint,
  WebhookEventType,
  WebhookInput,
  WebhookUpdate,
} from '../../../../domain/integrations/webhooks.ts';

/** What the endpoint form holds. The secret is empty when editing: the server never gives it back. */
export interface WebhookFormState {
  url: string;
  events: WebhookEventType[];
  secret: string;
  active: boolean;
}

export function webhookFormDefaults(endpoint?: WebhookEndpoint): WebhookFormState {
  return {
    url: endpoint?.url ?? '',
    events: [...(endpoint?.events ?? [])],
    secret: '',
    active: endpoint?.active ?? true,
  };
}

/**
 * The body the API takes. An empty secret is left out: on an edit that keeps the current one, on a new endpoint
 * it makes the schema say "Secret is required" rather than how short it is.
 */
export function toWebhookPayload(values: WebhookFormState, revision?: number): WebhookInput | WebhookUpdate {
  const secret = values.secret.trim() || undefined;
  const payload = { url: values.url.trim(), events: values.events, active: values.active, secret };
  return (revision === undefined ? payload : { ...payload, revision }) as WebhookInput | WebhookUpdate;
}
