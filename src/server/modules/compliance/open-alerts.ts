import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { complianceIssues } from '../../db/schema.ts';
import {
  actorColumns,
  CHANGE_COLUMNS,
  changeRecord,
  changeRecords,
  changeWrites,
} from '../activity/change-writes.ts';
import type { Actor } from '../activity/record-activity.ts';
import { ALERT_RECORD_COLUMNS, alertToOpen } from './alert-changes.ts';
import type { AnyViolation } from './findings.ts';

/** Alerts per statement: a re-check of a whole portfolio may open thousands, each a record of the JSON parameter. */
const CHUNK = 1_000;

/**
 * Opens an automated alert for each violation, a thousand per statement (a composition change re-checks every
 * formulation using the raw material, and opening them one statement each took seconds): the unique index over
 * open auto keys decides, so one already open (or opened a moment ago by a concurrent check) is not doubled, and
 * only the alerts really opened get their activity entry, live-feed event and `compliance.alert_opened` webhook,
 * as a save's statement writes them (save-checks.ts). Returns how many were opened.
 */
export async function openAlerts(
  tx: Executor,
  violations: readonly { formulationId: string; violation: AnyViolation }[],
  actor: Actor,
  chunk = CHUNK,
): Promise<number> {
  let opened = 0;
  for (let start = 0; start < violations.length; start += chunk) {
    const alerts = violations
      .slice(start, start + chunk)
      .map(({ formulationId, violation }) => alertToOpen(randomUUID(), formulationId, violation));
    const records = alerts.map((alert) => alert.record);
    const changes = alerts.map((alert) => changeRecord(alert.change));
    const { rows } = await tx.execute<{ opened: number }>(sql`with alerts_opened as (
        insert into ${complianceIssues} (id, title, description, severity, status, region, formulation_id,
          ingredient_id, rule_id, auto_key)
        select a.id, a.title, a.description, a.severity, 'open', a.region, a.formulation_id, a.ingredient_id,
          a.rule_id, a.auto_key
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as ${ALERT_RECORD_COLUMNS}
        on conflict (auto_key) where auto_key is not null and status <> 'resolved' do nothing
        returning id::text as key
      )${changeWrites(sql`select ${actorColumns(actor)}, ${CHANGE_COLUMNS}
        from ${changeRecords(sql`${JSON.stringify(changes)}::jsonb`)}
        where c.key in (select key from alerts_opened)`)}
      select count(*)::int as opened from alerts_opened`);
    opened += rows[0]?.opened ?? 0;
  }
  return opened;
}
