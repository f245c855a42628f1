import { describe, expect, it } from 'vitest';
import { inRange, rangeStart } from './date-range.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('rangeStart', () => {
  it('goes back 7, 30, 90 and 365 days, or nowhere for all time', () => {
    expect(rangeStart('last_7_days', now)?.toISOString()).toBe('2026-11-15T12:00:00.000Z');
    expect(rangeStart('last_30_days', now)?.toISOString()).toBe('2026-10-23T12:00:00.000Z');
    expect(rangeStart('last_quarter', now)?.toISOString()).toBe('2026-08-24T12:00:00.000Z');
    expect(rangeStart('last_year', now)?.toISOString()).toBe('2025-11-22T12:00:00.000Z');
    expect(rangeStart('all_time', now)).toBeNull();
  });

  it('keeps dates on or after the start', () => {
    const start = rangeStart('last_7_days', now);
    expect(inRange('2026-11-15T12:00:00Z', start)).toBe(true);
    expect(inRange('2026-11-15T11:59:59Z', start)).toBe(false);
    expect(inRange('1990-01-01', null)).toBe(true);
  });
});
