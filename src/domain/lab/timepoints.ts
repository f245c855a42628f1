import type { CellStatus } from './constants.ts';

/**
 * Stability time points (ADR 051): `T0` (the start date), or a count of days, weeks or calendar months after it
 * (`3d`, `1w`, `12w`, `6m`). Dates are calendar dates (YYYY-MM-DD) with no time of day or zone: a pull is due on a
 * day, wherever the lab is.
 */

export const TIMEPOINT_PATTERN = /^(T0|([1-9]\d{0,2})([dwm]))$/;
export const TIMEPOINT_MESSAGE = 'Time points are T0 or a number of days, weeks or months (3d, 1w, 6m)';
/** The longest study we plan: five years. */
const MAX_DAYS = 5 * 366;
export const TIMEPOINT_RANGE_MESSAGE = 'Time points reach at most five years (60m)';

/** A time point is due on its date and for the days after it, then overdue (a weekend and a day, ADR 051). */
export const DUE_WINDOW_DAYS = 3;

export interface Timepoint {
  code: string;
  amount: number;
  unit: 'd' | 'w' | 'm';
}

export function parseTimepoint(code: string): Timepoint | null {
  const match = TIMEPOINT_PATTERN.exec(code);
  if (!match) return null;
  if (match[1] === 'T0') return { code, amount: 0, unit: 'd' };
  return { code, amount: Number(match[2]), unit: match[3] as Timepoint['unit'] };
}

/** Roughly how far from the start, in days: for ordering time points and checking the five-year bound. */
export function approximateDays(timepoint: Timepoint): number {
  if (timepoint.unit === 'm') return Math.round(timepoint.amount * 30.44);
  return timepoint.unit === 'w' ? timepoint.amount * 7 : timepoint.amount;
}

export function withinStudyRange(timepoint: Timepoint): boolean {
  return approximateDays(timepoint) <= MAX_DAYS;
}

/** A date's parts, read as a calendar date (UTC midnight) so no zone can move it. */
function parts(date: string): { y: number; m: number; d: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { y, m, d };
}

const text = (value: Date) => value.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const { y, m, d } = parts(date);
  return text(new Date(Date.UTC(y, m - 1, d + days)));
}

/**
 * Calendar months: the same day of the month `months` later, or that month's last day when it has no such day
 * (31 January + 1 month = 28 or 29 February; 31 March + 6 months = 30 September). A month is never 30 days.
 */
export function addMonths(date: string, months: number): string {
  const { y, m, d } = parts(date);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return text(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

/** The date a time point falls due for a study started on `startDate`. */
export function dueDate(startDate: string, timepoint: Timepoint): string {
  if (timepoint.unit === 'm') return addMonths(startDate, timepoint.amount);
  return addDays(startDate, timepoint.unit === 'w' ? timepoint.amount * 7 : timepoint.amount);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

/**
 * A cell's status on `today`: done once its results are recorded; before its date scheduled; from its date through
 * DUE_WINDOW_DAYS after it due; later overdue.
 */
export function cellStatus(cell: { dueDate: string; done: boolean }, today: string): CellStatus {
  if (cell.done) return 'done';
  const late = daysBetween(cell.dueDate, today);
  if (late < 0) return 'scheduled';
  return late <= DUE_WINDOW_DAYS ? 'due' : 'overdue';
}

/** A study's status: done when every cell is; else its most urgent cell's (overdue, then due), else scheduled. */
export function studyStatus(statuses: readonly CellStatus[]): CellStatus {
  if (statuses.length > 0 && statuses.every((status) => status === 'done')) return 'done';
  if (statuses.includes('overdue')) return 'overdue';
  if (statuses.includes('due')) return 'due';
  return 'scheduled';
}

/** Time points in the order they fall (T0, 3d, 1w, 4w, 1m, 12w, 6m). */
export function sortTimepoints(codes: readonly string[]): string[] {
  const days = (code: string) => {
    const parsed = parseTimepoint(code);
    return parsed ? approximateDays(parsed) : Number.MAX_SAFE_INTEGER;
  };
  return [...codes].sort((a, b) => days(a) - days(b));
}

/** Today's calendar date where the server runs (its local zone). */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
