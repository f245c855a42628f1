import type { Executor } from '../../db/client.ts';
import type { Actor } from '../activity/record-activity.ts';
import type { AnyViolation } from './findings.ts';
import { openAlerts } from './open-alerts.ts';
import { resolveAlerts } from './resolve-alerts.ts';

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
