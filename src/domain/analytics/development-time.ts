import { D, toScale } from '../formulation/cost.ts';
import { type AnalyticsFormulation, type StatusChange, toTime } from './types.ts';

/** An average month: 365.25 / 12 days. */
export const DAYS_PER_MONTH = 30.4375;
const MS_PER_MONTH = DAYS_PER_MONTH * 24 * 60 * 60 * 1000;

/** Status changes by formulation, oldest first. */
export function historyByFormulation(history: readonly StatusChange[]): Map<string, StatusChange[]> {
  const map = new Map<string, StatusChange[]>();
  for (const change of history)
    map.set(change.formulationId, [...(map.get(change.formulationId) ?? []), change]);
  for (const changes of map.values()) changes.sort((a, b) => toTime(a.changedAt) - toTime(b.changedAt));
  return map;
}

/** When a formulation was first approved, or null. */
export function firstApproval(changes: readonly StatusChange[] | undefined): number | null {
  const approval = changes?.find((change) => change.toStatus === 'approved');
  return approval ? toTime(approval.changedAt) : null;
}

/**
 * Average development time of the approved formulations: months from a formulation's first Draft (its creation
 * when it never was a draft) to its first approval, averaged, to 1 decimal. Null when none is approved.
 */
export function averageDevelopmentMonths(
  formulations: readonly AnalyticsFormulation[],
  history: readonly StatusChange[],
): { months: string | null; approved: number } {
  const byFormulation = historyByFormulation(history);
  const durations: number[] = [];
  for (const f of formulations) {
    if (f.status !== 'approved') continue;
    const changes = byFormulation.get(f.id) ?? [];
    const end = firstApproval(changes);
    if (end === null) continue;
    const draft = changes.find((change) => change.toStatus === 'draft');
    const start = draft ? toTime(draft.changedAt) : toTime(f.createdAt);
    durations.push(Math.max(0, end - start));
  }
  if (durations.length === 0) return { months: null, approved: 0 };
  const mean = durations
    .reduce((sum, ms) => sum.plus(ms), D(0))
    .div(durations.length)
    .div(MS_PER_MONTH);
  return { months: toScale(mean, 1), approved: durations.length };
}
