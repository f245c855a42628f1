/** The activity screen's filters as the user sets them: "all" or a value; dates as yyyy-mm-dd. */
export interface ActivityFilterState {
  userId: string;
  action: string;
  from: string;
  to: string;
}

export const ALL = 'all';
export const EMPTY_FILTER: ActivityFilterState = { userId: ALL, action: ALL, from: '', to: '' };
export const ACTIVITY_PAGE_SIZE = 25;

/**
 * The API's query for one page: the chosen days run from the start of the first to the end of the last in the
 * browser's time zone, sent as ISO instants.
 */
export function activityQuery(filter: ActivityFilterState, page: number) {
  const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
  const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
  return {
    limit: ACTIVITY_PAGE_SIZE,
    offset: page * ACTIVITY_PAGE_SIZE,
    userId: filter.userId === ALL ? undefined : filter.userId,
    action: filter.action === ALL ? undefined : filter.action,
    from: filter.from ? dayStart(filter.from) : undefined,
    to: filter.to ? dayEnd(filter.to) : undefined,
  };
}

/** "Showing 26–50 of 120". */
export function pageSummary(page: number, shown: number, total: number): string {
  if (total === 0) return 'No entries';
  const first = page * ACTIVITY_PAGE_SIZE + 1;
  return `Showing ${first}–${first + shown - 1} of ${total}`;
}
