import type { WebhookEventType } from '../../../../domain/integrations/webhooks.ts';

/** What each event reports (ADR 019), shown beside its name where an endpoint subscribes to it. */
export const EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'formulation.created': 'A formulation is created',
  'formulation.updated': 'A formulation is saved',
  'formulation.status_changed': 'A formulation moves to another status',
  'formulation.deleted': 'A formulation is deleted',
  'ingredient.price_changed': 'An ingredient’s unit cost, unit or density changes',
  'compliance.alert_opened': 'A compliance alert is opened',
  'compliance.alert_resolved': 'A compliance alert is resolved',
};
