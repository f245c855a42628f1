import { D, toScale } from '../formulation/cost.ts';
import { EFFICIENCY_THRESHOLD_PERCENT } from './constants.ts';
import { firstApproval, historyByFormulation } from './development-time.ts';
import { batchSaving } from './savings.ts';
import { type AnalyticsFormulation, type StatusChange, toTime } from './types.ts';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface Month {
  /** "2026-03" */
  key: string;
  /** "Mar 2026" */
  label: string;
  start: number;
  end: number;
}

/** The `count` calendar months (UTC) ending with the month of `now`, oldest first. */
export function periodMonths(now: Date, count: number): Month[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const offset = month - (count - 1) + index;
    const start = Date.UTC(year, offset, 1);
    const date = new Date(start);
    return {
      key: `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`,
      label: `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`,
      start,
      end: Date.UTC(year, offset + 1, 1),
    };
  });
}

export interface MonthlyRow {
  month: string;
  label: string;
  newFormulations: number;
  approved: number;
  /** Σ batch cost (totalCost) of the formulations created that month, USD. */
  totalCost: string;
  /** Σ batch savings of the new versions created that month against the version they were copied from, USD. */
  savings: string;
  /** savings ÷ totalCost × 100 to 1 decimal; null when nothing new cost anything. */
  efficiencyPercent: string | null;
  /** Above EFFICIENCY_THRESHOLD_PERCENT (the green badge). */
  efficient: boolean;
}

/**
 * The monthly table and chart: per month, formulations created, formulations first approved, the batch cost of
 * the new ones, the savings of new versions (see batchSaving) and the efficiency savings ÷ cost.
 * `all` is every formulation (parents are looked up there, whatever the filter); `formulations` the filtered set.
 */
export function monthlyActivity(
  months: readonly Month[],
  formulations: readonly AnalyticsFormulation[],
  history: readonly StatusChange[],
  all: readonly AnalyticsFormulation[] = formulations,
): MonthlyRow[] {
  const byId = new Map(all.map((f) => [f.id, f]));
  const changes = historyByFormulation(history);
  const inMonth = (time: number | null, month: Month) =>
    time !== null && time >= month.start && time < month.end;
  return months.map((month) => {
    const created = formulations.filter((f) => inMonth(toTime(f.createdAt), month));
    const approved = formulations.filter((f) => inMonth(firstApproval(changes.get(f.id)), month)).length;
    const totalCost = created.reduce((sum, f) => sum.plus(f.totalCost), D(0));
    const savings = created.reduce((sum, f) => {
      const parent = f.parentId ? byId.get(f.parentId) : undefined;
      return parent ? sum.plus(batchSaving(parent, f)) : sum;
    }, D(0));
    // Compared as shown (1 decimal), so a badge never contradicts its own figure.
    const efficiency = totalCost.isZero() ? null : toScale(savings.div(totalCost).times(100), 1);
    return {
      month: month.key,
      label: month.label,
      newFormulations: created.length,
      approved,
      totalCost: toScale(totalCost, 2),
      savings: toScale(savings, 2),
      efficiencyPercent: efficiency,
      efficient: efficiency !== null && D(efficiency).gt(EFFICIENCY_THRESHOLD_PERCENT),
    };
  });
}
