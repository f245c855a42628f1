import type { ActivityEntry } from '../activity/record-activity.ts';
import { type WebhookEvent, webhookEvent } from '../integrations/outbox.ts';

/** What an automated alert says about itself when it opens. */
export interface OpenedAlert {
  id: string;
  title: string;
  severity: string;
  region: string | null;
  formulationId: string | null;
  ingredientId: string | null;
  ruleId: string | null;
}

/**
 * An automated alert opened: its activity entry and its `compliance.alert_opened` webhook, the same whether a
 * save's statement (save-checks.ts), a re-check (reconcile-alerts.ts) or a substance needing review
 * (review-issues.ts) opened it.
 */
export function alertOpened(alert: OpenedAlert): {
  entry: ActivityEntry & { entityType: string };
  webhooks: WebhookEvent[];
} {
  return {
    entry: {
      action: 'compliance_issue_auto_open',
      entityType: 'compliance_issue',
      entityId: alert.id,
      description: `Automated check opened "${alert.title}"`,
    },
    webhooks: [
      webhookEvent('compliance.alert_opened', {
        id: alert.id,
        title: alert.title,
        severity: alert.severity,
        region: alert.region,
        formulationId: alert.formulationId,
        ingredientId: alert.ingredientId,
        ruleId: alert.ruleId,
        automated: true,
      }),
    ],
  };
}
