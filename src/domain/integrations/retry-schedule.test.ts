import { describe, expect, it } from 'vitest';
import { nextAttemptAt, RETRY_WINDOW_MS, retryDelayMs } from './retry-schedule.ts';

describe('retryDelayMs', () => {
  it('doubles from 30 s: 30 s, 1 min, 2 min, 4 min', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });
  it('waits at most two hours (30 s x 2^8 = 128 min is capped at 120 min)', () => {
    expect(retryDelayMs(8)).toBe(30_000 * 128);
    expect(retryDelayMs(9)).toBe(7_200_000);
    expect(retryDelayMs(40)).toBe(7_200_000);
  });
  it('takes another base wait', () => {
    expect(retryDelayMs(3, 100)).toBe(400);
  });
});

describe('nextAttemptAt', () => {
  const created = new Date('2026-01-01T00:00:00Z');
  it('schedules the next attempt after the wait', () => {
    const now = new Date('2026-01-01T00:00:05Z');
    expect(nextAttemptAt(created, 1, now)?.toISOString()).toBe('2026-01-01T00:00:35.000Z');
  });
  it('gives up when the next attempt would fall past a day after the change', () => {
    // 23 h after the change, a two-hour wait would end at 25 h: past the day.
    const late = new Date(created.getTime() + 23 * 3_600_000);
    expect(nextAttemptAt(created, 12, late)).toBeNull();
    // 21 h after: 23 h, still within the day.
    const earlier = new Date(created.getTime() + 21 * 3_600_000);
    expect(nextAttemptAt(created, 12, earlier)?.getTime()).toBe(created.getTime() + 23 * 3_600_000);
    expect(RETRY_WINDOW_MS).toBe(86_400_000);
  });
});
