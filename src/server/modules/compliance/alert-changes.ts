import { type SQL, sql } from 'drizzle-orm';
import type { PlannedChange } from '../activity/change-writes.ts';
import type { ActivityEntry } from '../activity/record-activity.ts';
import { type WebhookEvent, webhookEvent, webhookEventSql } from '../integrations/outbox.ts';
import type { AnyViolation } from './findings.ts';

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
 * save's statement (save-checks.ts), a re-check (open-alerts.ts) or a substance needing review
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

/**
 * A violation about to open an alert with this id: the alert's row as a record of the JSON the opening statement
 * reads (`ALERT_RECORD_COLUMNS`), and its change, written only if the statement really opens it (its `key`).
 */
export function alertToOpen(
  id: string,
  formulationId: string,
  violation: AnyViolation,
): { record: Record<string, string | null>; change: PlannedChange } {
  return {
    record: {
      id,
      title: violation.title.slice(0, 200),
      description: violation.description,
      severity: violation.severity,
      region: violation.region,
      formulation_id: formulationId,
      ingredient_id: violation.ingredientId,
      rule_id: violation.ruleId,
      auto_key: violation.autoKey,
    },
    change: {
      key: id,
      event: 'compliance',
      ...alertOpened({
        id,
        title: violation.title,
        severity: violation.severity,
        region: violation.region,
        formulationId,
        ingredientId: violation.ingredientId,
        ruleId: violation.ruleId,
      }),
    },
  };
}

/** The column list of `jsonb_to_recordset` over alertToOpen's records. */
export const ALERT_RECORD_COLUMNS = sql`a(id uuid, title text, description text, severity text, region text,
  formulation_id uuid, ingredient_id uuid, rule_id uuid, auto_key text)`;

/**
 * An automated alert resolved because `why`: the change columns (change-writes.ts, CHANGE_COLUMNS' order) of a
 * row `r` holding the resolved alert's `id` and `title`, the same whether a save's statement or a re-check
 * resolved it. Named as CHANGE_COLUMNS are, so it may be a `changes` relation's first select.
 */
export function alertResolvedColumns(why: string): SQL {
  return sql`'compliance_issue_auto_resolve' as action, 'compliance_issue' as entity_type, r.id::text as entity_id,
    'Automated check resolved "' || r.title || '": ' || ${why}::text as description, 'compliance' as event_type,
    ${webhookEventSql(
      'compliance.alert_resolved',
      sql`jsonb_build_object('id', r.id, 'title', r.title, 'automated', true, 'reason', ${why}::text)`,
    )} as webhooks`;
}
