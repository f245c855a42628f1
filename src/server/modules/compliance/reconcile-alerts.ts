import type { Executor } from '../../db/client.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { webhookEvent } from '../integrations/outbox.ts';
import { createChecksRepository } from './checks-repository.ts';
import type { AnyViolation } from './findings.ts';
import { openAlerts } from './open-alerts.ts';

/** What a run of the automated checks did: formulations checked, alerts opened and resolved. */
export interface CheckCounts {
  checked: number;
  opened: number;
  resolved: number;
}

/** Resolves an automated alert whose reason is gone, by the actor whose change removed it, logged and pushed live. */
export async function resolveGone(
  tx: Executor,
  issue: { id: string; title: string },
  actor: Actor,
  at: Date,
  why: string,
): Promise<boolean> {
  if (!(await createChecksRepository(tx).resolve(issue.id, actor.userId, at))) return false;
  await recordActivity(
    tx,
    actor,
    {
      action: 'compliance_issue_auto_resolve',
      entityType: 'compliance_issue',
      entityId: issue.id,
      description: `Automated check resolved "${issue.title}": ${why}`,
    },
    {
      type: 'compliance',
      entityId: issue.id,
      options: {
        webhooks: [
          webhookEvent('compliance.alert_resolved', {
            id: issue.id,
            title: issue.title,
            automated: true,
            reason: why,
          }),
        ],
      },
    },
  );
  return true;
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
  existing: { id: string; autoKey: string | null; title: string }[],
  actor: Actor,
): Promise<CheckCounts> {
  const openKeys = new Set(existing.map((issue) => issue.autoKey));
  const current = new Set<string>();
  const at = new Date();
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
  let resolved = 0;
  for (const issue of existing) {
    if (current.has(issue.autoKey!)) continue;
    if (await resolveGone(tx, issue, actor, at, 'the violation is gone')) resolved += 1;
  }
  return { checked: checked.length, opened, resolved };
}
