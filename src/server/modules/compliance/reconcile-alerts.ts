import { groupBy } from '../../../domain/common/group-by.ts';
import type { Executor } from '../../db/client.ts';
import { pipelinedWrites } from '../../db/pipelined-writes.ts';
import type { Actor } from '../activity/record-activity.ts';
import type { AnyViolation } from './findings.ts';
import { openAlerts } from './open-alerts.ts';
import { resolveAlerts } from './resolve-alerts.ts';

/** Formulations whose alerts one open and one resolve statement write, while the next ones are checked. */
const CHUNK = 1_000;
/**
 * Formulations checked between two turns of the event loop once statements are queued: node-postgres sends a
 * queued statement only when its callback for the one before has run, so a thread checking a whole chunk without
 * a turn left PostgreSQL idle for up to that long (~70 ms a thousand; a composition change reaching 5,000
 * formulations spent ~130 ms of its ~560 ms of writes waiting so).
 */
const TURN = 50;

/** What a run of the automated checks did: formulations checked, alerts opened and resolved. */
export interface CheckCounts {
  checked: number;
  opened: number;
  resolved: number;
}

/**
 * Opens and resolves automated alerts for checked formulations (docs/product-rules.md, "Compliance"): a new violation opens one alert (the
 * unique index over unresolved auto keys keeps it to one, even with concurrent checks), an alert whose violation
 * is gone is resolved by the actor whose change fixed it, and both go to the activity log and the live feed. An
 * unresolved alert whose violation persists is left as it is. `existing` holds the checked formulations'
 * unresolved automated alerts.
 */
export async function reconcile(
  tx: Executor,
  checked: { formulationId: string; violations: AnyViolation[] }[],
  existing: { id: string; autoKey: string | null }[],
  actor: Actor,
): Promise<CheckCounts> {
  const openKeys = new Set(existing.map((issue) => issue.autoKey));
  const current = new Set<string>();
  const toOpen: { formulationId: string; violation: AnyViolation }[] = [];
  for (const { formulationId, violations } of checked) {
    for (const violation of violations) {
      current.add(violation.autoKey);
      if (openKeys.has(violation.autoKey)) continue;
      openKeys.add(violation.autoKey);
      toOpen.push({ formulationId, violation });
    }
  }
  const opened = await openAlerts(tx, toOpen, actor);
  const gone = existing.filter((issue) => !current.has(issue.autoKey!)).map((issue) => issue.id);
  const resolved = await resolveAlerts(tx, gone, actor, 'the violation is gone');
  return { checked: checked.length, opened, resolved };
}

/** An unresolved automated alert of a checked formulation, as `reconcileAll` reads them. */
export interface ExistingAlert {
  id: string;
  autoKey: string | null;
  formulationId: string | null;
}

/**
 * Checks formulations as `formulations` yields them and reconciles their alerts (see `reconcile`) a chunk at a
 * time: each chunk's statements are sent as soon as it is checked and run while the next chunk is checked
 * (pipelinedWrites), so on a portfolio the database writes while the engines work instead of after them. Every
 * alert key names its formulation, so a chunk's alerts are reconciled against that chunk's formulations' own.
 */
export async function reconcileAll<F extends { id: string }>(
  tx: Executor,
  formulations: Iterable<F>,
  violationsOf: (formulation: F) => AnyViolation[],
  existing: readonly ExistingAlert[],
  actor: Actor,
  chunk = CHUNK,
): Promise<CheckCounts> {
  const ofFormulation = groupBy(existing, (alert) => alert.formulationId);
  const writes = pipelinedWrites<CheckCounts>();
  let checked: { formulationId: string; violations: AnyViolation[] }[] = [];
  const send = () => {
    const own = checked.flatMap((item) => ofFormulation.get(item.formulationId) ?? []);
    writes.send(reconcile(tx, checked, own, actor));
    checked = [];
  };
  let sent = false;
  for (const formulation of formulations) {
    checked.push({ formulationId: formulation.id, violations: violationsOf(formulation) });
    if (checked.length === chunk) {
      send();
      sent = true;
      await writes.next();
    } else if (sent && checked.length % TURN === 0) await writes.next();
  }
  if (checked.length) send();
  const counts = await writes.all();
  return {
    checked: counts.reduce((sum, count) => sum + count.checked, 0),
    opened: counts.reduce((sum, count) => sum + count.opened, 0),
    resolved: counts.reduce((sum, count) => sum + count.resolved, 0),
  };
}
