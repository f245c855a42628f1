import { describe, expect, it } from 'vitest';
import {
  defaultExpiryInput,
  expiryFromDateInput,
  expiryInputProblem,
  latestExpiryInput,
  toDateInput,
} from './expiry.ts';

// Local times: the date input speaks the browser's calendar, whatever its time zone.
const now = new Date(2026, 2, 1, 12, 0, 0);

describe('token expiry dates', () => {
  it('defaults to 90 days ahead', () => {
    expect(defaultExpiryInput(now)).toBe('2026-05-30');
  });

  it('a chosen day works until its end', () => {
    expect(expiryFromDateInput('2026-05-30')).toEqual(new Date(2026, 4, 30, 23, 59, 59, 999));
  });

  it('refuses what is not a calendar date', () => {
    expect(Number.isNaN(expiryFromDateInput('2027-02-31').getTime())).toBe(true);
    expect(Number.isNaN(expiryFromDateInput('next week').getTime())).toBe(true);
    expect(expiryInputProblem('2027-02-31', now)).toBe('Expiry must be a date');
  });

  it('offers today up to the last day the server accepts', () => {
    expect(expiryInputProblem(toDateInput(now), now)).toBeUndefined();
    const latest = latestExpiryInput(now);
    expect(expiryInputProblem(latest, now)).toBeUndefined();
    const after = toDateInput(new Date(expiryFromDateInput(latest).getTime() + 1));
    expect(expiryInputProblem(after, now)).toBe('Expiry must be within one year');
  });

  it('names the problem of an empty or past date', () => {
    expect(expiryInputProblem('', now)).toBe('Expiry date is required');
    expect(expiryInputProblem('2026-02-28', now)).toBe('Expiry must be in the future');
  });
});
