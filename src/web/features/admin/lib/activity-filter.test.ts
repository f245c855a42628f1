import { describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE, activityQuery, EMPTY_FILTER, pageSummary } from './activity-filter.ts';

describe('activityQuery', () => {
  it('leaves out "all" and empty filters and pages by 25', () => {
    // Page 2 (0-based) starts after 2 x 25 = 50 entries.
    expect(activityQuery(EMPTY_FILTER, 2)).toEqual({
      limit: 25,
      offset: 50,
      userId: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('sends whole local days as instants', () => {
    const query = activityQuery(
      { ...EMPTY_FILTER, action: 'user_delete', from: '2026-03-01', to: '2026-03-02' },
      0,
    );
    expect(query.action).toBe('user_delete');
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).getTime());
    // The end of 2 March: 23:59:59.999 local time, so the whole day is included.
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).getTime());
  });
});

describe('pageSummary', () => {
  it('counts from one', () => {
    expect(ACTIVITY_PAGE_SIZE).toBe(25);
    // Page 1 with 25 shown: entries 26 to 50.
    expect(pageSummary(1, 25, 120)).toBe('Showing 26–50 of 120');
    // The last page: 4 x 25 + 1 = 101 to 101 + 20 - 1 = 120.
    expect(pageSummary(4, 20, 120)).toBe('Showing 101–120 of 120');
    expect(pageSummary(0, 0, 0)).toBe('No entries');
  });
});
