import { expiryProblem } from '../../../../domain/integrations/token-rules.ts';

/** A new token lives this long unless its maker picks another date: a quarter, then it is renewed. */
export const DEFAULT_TOKEN_DAYS = 90;

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar date as a date input's value ("2027-02-20"). */
export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The moment a token picked to expire on `value` (a date input's "YYYY-MM-DD") stops working: the end of that
 * day in the browser's time zone, so it works through the whole day its maker chose. Invalid Date for anything
 * that is not a real calendar date.
 */
export function expiryFromDateInput(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return new Date(Number.NaN);
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day, 23, 59, 59, 999);
  // new Date rolls 2027-02-31 over into March; a date that does not exist is refused instead.
  return date.getMonth() === month && date.getDate() === day ? date : new Date(Number.NaN);
}

export function defaultExpiryInput(now: Date): string {
  return toDateInput(addDays(now, DEFAULT_TOKEN_DAYS));
}

/**
 * The last date the server accepts (its limit counts from this moment, ours ends the chosen day), so the date
 * picker offers exactly the dates that will be accepted.
 */
export function latestExpiryInput(now: Date): string {
  let day = addDays(now, 366);
  while (expiryProblem(expiryFromDateInput(toDateInput(day)), now)) day = addDays(day, -1);
  return toDateInput(day);
}

/** Why the date picked is refused (the server's own messages), or undefined. */
export function expiryInputProblem(value: string, now: Date): string | undefined {
  if (!value) return 'Expiry date is required';
  return expiryProblem(expiryFromDateInput(value), now);
}
