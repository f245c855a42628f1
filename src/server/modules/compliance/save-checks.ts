import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { violationsOf } from '../../../domain/compliance/violations.ts';
import { substanceContent } from '../../../domain/substance/substance-content.ts';
import type { Executor } from '../../db/client.ts';
import { complianceIssues } from '../../db/schema.ts';
import { changeRecord, changeRows, type PlannedChange } from '../activity/change-writes.ts';
import type { SaveCheckFragment, SaveCheckValues, SavedFormulation } from '../formulations/save-input.ts';
import { webhookEvent, webhookEventSql } from '../integrations/outbox.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { findingsFor } from './checks-service.ts';

const p = (name: string) => sql.placeholder(name);
const WHY = 'the violation is gone';

/**
 * A formulation save's compliance check (DESIGN §9) as part of the save's one statement (issue 15): the engine
 * runs in memory on the saved lines against the cached catalogue, and the statement opens an alert for each
 * violation not already open (the unique index over open auto keys decides, so a concurrent check or one opened
 * a moment ago is never doubled) and resolves the formulation's open automated alerts whose violation is gone.
 * Only what the statement really opened or resolved reaches the activity log, the live feed and the webhooks.
 * The save's CTE `f` holds the formulation written (nothing, when the save did not happen); `userId` is the
 * save's placeholder for the actor.
 */
export const saveCheckFragment: SaveCheckFragment = {
  ctes: sql`, alerts_opened as (
      insert into ${complianceIssues} (id, title, description, severity, status, region, formulation_id,
        ingredient_id, rule_id, auto_key)
      select a.id, a.title, a.description, a.severity, 'open', a.region, f.id, a.ingredient_id, a.rule_id, a.auto_key
      from f cross join jsonb_to_recordset(${p('alerts')}::jsonb) as a(id uuid, title text, description text,
        severity text, region text, ingredient_id uuid, rule_id uuid, auto_key text)
      on conflict (auto_key) where auto_key is not null and status <> 'resolved' do nothing
      returning id::text as key
    ),
    alerts_resolved as (
      update ${complianceIssues} set status = 'resolved', status_changed_by = ${p('userId')}::uuid,
        status_changed_at = now(), resolved_at = now(), revision = revision + 1, updated_at = now()
      where formulation_id in (select id from f) and auto_key is not null and status <> 'resolved'
        and auto_key not in (select jsonb_array_elements_text(${p('alertKeys')}::jsonb))
      returning id, title
    )`,
  changes: sql`${changeRows(p('alertChanges'), sql`alerts_opened`)}
    union all
    -- The change columns, in changeRows' order.
    select 'compliance_issue_auto_resolve', 'compliance_issue', r.id::text,
      'Automated check resolved "' || r.title || '": ' || ${WHY}::text, 'compliance',
      ${webhookEventSql(
        'compliance.alert_resolved',
        sql`jsonb_build_object('id', r.id, 'title', r.title, 'automated', true, 'reason', ${WHY}::text)`,
      )}
    from alerts_resolved r`,
};

/** The check of one save, in memory: the violations it opens if not open yet, and the alert keys it keeps. */
export async function saveCheckValues(
  catalogue: CatalogueCache,
  executor: Executor,
  saved: SavedFormulation,
): Promise<SaveCheckValues> {
  const { version, rules, compositions, facts, names } = await catalogue.get(
    executor,
    saved.catalogueVersion,
  );
  const subject = {
    ...saved,
    exposure: saved.exposure as 'leave_on' | 'rinse_off',
    content: substanceContent(saved.lines, compositions, names),
  };
  const violations = violationsOf(findingsFor(subject, rules, facts), subject).map((violation) => ({
    ...violation,
    id: randomUUID(),
  }));
  const opened: PlannedChange[] = violations.map((violation) => ({
    key: violation.id,
    entry: {
      action: 'compliance_issue_auto_open',
      entityType: 'compliance_issue',
      entityId: violation.id,
      description: `Automated check opened "${violation.title}"`,
    },
    event: 'compliance',
    webhooks: [
      webhookEvent('compliance.alert_opened', {
        id: violation.id,
        title: violation.title,
        severity: violation.severity,
        region: violation.region,
        formulationId: saved.id,
        ingredientId: violation.ingredientId,
        ruleId: violation.ruleId,
        automated: true,
      }),
    ],
  }));
  return {
    catalogueVersion: version,
    values: {
      alerts: JSON.stringify(
        violations.map((violation) => ({
          id: violation.id,
          title: violation.title.slice(0, 200),
          description: violation.description,
          severity: violation.severity,
          region: violation.region,
          ingredient_id: violation.ingredientId,
          rule_id: violation.ruleId,
          auto_key: violation.autoKey,
        })),
      ),
      alertKeys: JSON.stringify(violations.map((violation) => violation.autoKey)),
      alertChanges: JSON.stringify(opened.map(changeRecord)),
    },
  };
}
