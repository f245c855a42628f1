import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { actorColumns, changeWrites } from '../activity/change-writes.ts';
import type { Actor } from '../activity/record-activity.ts';
import {
  type AlertRecord,
  alertOpenedColumns,
  alertRecord,
  alertRecordsOf,
  insertAlerts,
} from './alert-changes.ts';
import type { AnyViolation } from './findings.ts';

/** Alerts per statement: a re-check of a whole portfolio may open thousands, each a record of the JSON parameter. */
const CHUNK = 1_000;

/**
 * Opens an automated alert for each violation, a thousand per statement (a composition change re-checks every
 * formulation using the raw material, and opening them one statement each took seconds): the unique index over
 * open auto keys decides, so one already open (or opened a moment ago by a concurrent check) is not doubled, and
 * only the alerts really opened get their activity entry and `compliance.alert_opened` webhook (and the live feed
 * one event per statement, ADR 076), made in the statement from the rows it inserted, as a save's statement makes
 * them (save-checks.ts). Returns how many were opened.
 */
export async function openAlerts(
  tx: Executor,
  violations: readonly { formulationId: string; violation: AnyViolation }[],
  actor: Actor,
  chunk = CHUNK,
): Promise<number> {
  let opened = 0;
  for (let start = 0; start < violations.length; start += chunk) {
    const records = violations
      .slice(start, start + chunk)
      .map(({ formulationId, violation }) => alertRecord(formulationId, violation));
    opened += await insertAlertRecords(tx, records, actor);
  }
  return opened;
}

/** Opens these alerts in one statement, each really opened with its changes (see openAlerts); returns how many. */
export async function insertAlertRecords(
  tx: Executor,
  records: readonly AlertRecord[],
  actor: Actor,
): Promise<number> {
  if (!records.length) return 0;
  const { rows } = await tx.execute<{ opened: number }>(sql`with alerts_opened as (
      ${insertAlerts(alertRecordsOf(sql`${JSON.stringify(records)}::jsonb`))}
    )${changeWrites(sql`select ${actorColumns(actor)}, ${alertOpenedColumns()} from alerts_opened r`)}
    select count(*)::int as opened from alerts_opened`);
  return rows[0]?.opened ?? 0;
}
