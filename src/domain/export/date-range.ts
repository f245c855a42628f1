import type { DateRange } from './constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment a date range covers, or null for all time. A quarter is 90 days, a year 365. */
export function rangeStart(range: DateRange, now: Date): Date | null {
  switch (range) {
    case 'last_7_days':
      return new Date(now.getTime() - 7 * DAY_MS);
    case 'last_30_days':
      return new Date(now.getTime() - 30 * DAY_MS);
    case 'last_quarter':
      return new Date(now.getTime() - 90 * DAY_MS);
    case 'last_year':
      return new Date(now.getTime() - 365 * DAY_MS);
    case 'all_time':
      return null;
  }
}

export function inRange(date: Date | string, start: Date | null): boolean {
  return start === null || new Date(date).getTime() >= start.getTime();
}

export const DATE_RANGE_LABELS: Record<DateRange, string> = {
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
  last_quarter: 'Last quarter',
  last_year: 'Last year',
  all_time: 'All time',
};
