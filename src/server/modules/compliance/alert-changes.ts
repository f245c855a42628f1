import { type SQL, sql } from 'drizzle-orm';
import { complianceIssues } from '../../db/schema.ts';
import { webhookEventSql } from '../integrations/outbox.ts';
import type { AnyViolation } from './findings.ts';

/** An automated alert to open: a record of the JSON the opening statement reads (`alertRecordsOf`). */
export type AlertRecord = Record<string, string | null>;

/** A violation of a formulation about to open an alert, as its record (its id comes from the insert). */
export function alertRecord(formulationId: string, violation: AnyViolation): AlertRecord {
  return {
    title: violation.title.slice(0, 200),
    description: violation.description,
    severity: violation.severity,
    region: violation.region,
    formulation_id: formulationId,
    ingredient_id: violation.ingredientId,
    rule_id: violation.ruleId,
    auto_key: violation.autoKey,
  };
}

/** A jsonb array of alert records as a relation `a`, for a FROM clause. */
export function alertRecordsOf(records: SQL): SQL {
  return sql`jsonb_to_recordset(${records}) as a(title text, description text, severity text, region text,
    formulation_id uuid, ingredient_id uuid, rule_id uuid, auto_key text)`;
}

/**
 * The insert of the alert records `a` that `from` yields (alertRecordsOf): the unique index over open auto keys
 * decides, so one already open (or opened a moment ago by a concurrent check) is not doubled; returns the alerts
 * really opened, as `alertOpenedColumns` reads them.
 */
export function insertAlerts(from: SQL): SQL {
  return sql`insert into ${complianceIssues} (title, description, severity, status, region, formulation_id,
      ingredient_id, rule_id, auto_key)
    select a.title, a.description, a.severity, 'open', a.region, a.formulation_id, a.ingredient_id, a.rule_id,
      a.auto_key
    from ${from}
    on conflict (auto_key) where auto_key is not null and status <> 'resolved' do nothing
    returning id, title, severity, region, formulation_id, ingredient_id, rule_id`;
}

/**
 * An automated alert opened: the change columns (change-writes.ts, CHANGE_COLUMNS' order) of a row `r` that
 * `insertAlerts` returned: its activity entry and its `compliance.alert_opened` webhook, the same whether a
 * save's statement, a re-check or a substance needing review opened it. Made in the statement from the rows
 * really opened, so nothing is planned for an alert that was already open.
 */
export function alertOpenedColumns(): SQL {
  return sql`'compliance_issue_auto_open' as action, 'compliance_issue' as entity_type, r.id::text as entity_id,
    'Automated check opened "' || r.title || '"' as description, 'compliance' as event_type,
    ${webhookEventSql(
      'compliance.alert_opened',
      sql`jsonb_build_object('id', r.id, 'title', r.title, 'severity', r.severity, 'region', r.region,
        'formulationId', r.formulation_id, 'ingredientId', r.ingredient_id, 'ruleId', r.rule_id, 'automated', true)`,
    )} as webhooks`;
}

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
