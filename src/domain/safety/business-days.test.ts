import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days.ts';

describe('addBusinessDays', () => {
  it('15 business days from a Monday is the Monday three weeks on', () => {
    // Mon 2 Nov 2026, counted: Tue 3 (1) ... Fri 6 (4), Mon 9 (5), Fri 13 (9), Mon 16 (10), Fri 20 (14), Mon 23 (15).
    expect(addBusinessDays('2026-11-02', 15)).toBe('2026-11-23');
  });

  it('from a Friday, the weekend does not count', () => {
    // Fri 6 Nov 2026: Mon 9 (1) ... Fri 13 (5), Fri 20 (10), Fri 27 (15).
    expect(addBusinessDays('2026-11-06', 15)).toBe('2026-11-27');
  });

  it('from a Saturday, counting starts on Monday', () => {
    // Sat 7 Nov 2026: Mon 9 (1), Fri 13 (5), Fri 20 (10), Fri 27 (15).
    expect(addBusinessDays('2026-11-07', 15)).toBe('2026-11-27');
    expect(addBusinessDays('2026-11-07', 1)).toBe('2026-11-09');
  });
});
