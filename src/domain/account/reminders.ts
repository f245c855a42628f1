/** Reminders go out this many days before something assigned to a user falls due (and on the day). */
export const REMINDER_DAYS = 3;

/** The ISO day `days` after `day` (YYYY-MM-DD, UTC). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "today", "tomorrow" or "in N days": how a reminder says when something is due. */
export function dueIn(today: string, dueOn: string): string {
  const days = Math.round(
    (Date.parse(`${dueOn}T00:00:00.000Z`) - Date.parse(`${today}T00:00:00.000Z`)) / 86_400_000,
  );
  if (days <= 0) return 'today';
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}
