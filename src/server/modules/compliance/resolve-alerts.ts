import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { complianceIssues } from '../../db/schema.ts';
import { anyUuid } from '../../db/uuid-array.ts';
import { actorColumns, changeWrites } from '../activity/change-writes.ts';
import type { Actor } from '../activity/record-activity.ts';
import { alertResolvedColumns } from './alert-changes.ts';

/**
 * Resolves automated alerts whose reason is gone (`why`), by the actor whose change removed it, in one statement
 * however many (a re-check of a whole portfolio may resolve thousands): each one still unresolved gets its
 * activity entry and `compliance.alert_resolved` webhook (the live feed one event for all, ADR 076), as a save's
 * statement writes them (save-checks.ts); one resolved meanwhile by someone else is left alone. Returns how many
 * were resolved.
 */
export async function resolveAlerts(
  tx: Executor,
  ids: readonly string[],
  actor: Actor,
  why: string,
): Promise<number> {
  if (!ids.length) return 0;
  const { rows } = await tx.execute<{ resolved: number }>(sql`with alerts_resolved as (
      update ${complianceIssues} set status = 'resolved', status_changed_by = ${actor.userId}::uuid,
        status_changed_at = now(), resolved_at = now(), revision = revision + 1, updated_at = now()
      where ${anyUuid(complianceIssues.id, ids)} and status <> 'resolved'
      returning id, title
    )${changeWrites(sql`select ${actorColumns(actor)}, ${alertResolvedColumns(why)}
      from alerts_resolved r`)}
    select count(*)::int as resolved from alerts_resolved`);
  return rows[0]?.resolved ?? 0;
}
