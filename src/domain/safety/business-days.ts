/**
 * The day `days` business days after `start` (YYYY-MM-DD): Saturdays and Sundays do not count; the start day
 * itself does not either. Public holidays are not known here, so the deadline is the earliest it can be: a
 * regulatory team reporting by it is never late. Calendar arithmetic in UTC, so the host's time zone never
 * moves a day.
 */
export function addBusinessDays(start: string, days: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
