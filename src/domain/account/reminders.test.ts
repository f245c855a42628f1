import { describe, expect, it } from 'vitest';
import { addDays, dueIn } from './reminders.ts';

describe('reminder days', () => {
  it('adds days across a month and a leap day', () => {
    // 2028-02-27 + 3 days: 28, 29 (2028 is a leap year), 1 March.
    expect(addDays('2028-02-27', 3)).toBe('2028-03-01');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('says when something is due', () => {
    expect(dueIn('2026-11-23', '2026-11-23')).toBe('today');
    expect(dueIn('2026-11-23', '2026-11-24')).toBe('tomorrow');
    // 23 -> 26 November: three days.
    expect(dueIn('2026-11-23', '2026-11-26')).toBe('in 3 days');
  });
});
