import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '../../../../domain/user/activity.ts';
import { ApiError } from '../../../lib/api.ts';
import { fetchOrBoot } from '../../../lib/boot-answers.ts';
import { queryKeyToUrl } from '../../../lib/query-client.ts';

export const ACTIVITY_KEY = ['/api/admin/activity'] as const;

export interface ActivityParams {
  limit: number;
  offset: number;
  userId?: string;
  action?: string;
  /** ISO date-times: the start of the first day and the end of the last, in the browser's time zone. */
  from?: string;
  to?: string;
}

export interface ActivityPage {
  items: ActivityEntry[];
  /** X-Total-Count: every entry the filter matches. */
  total: number;
}

async function fetchActivity(queryKey: QueryKey, signal?: AbortSignal): Promise<ActivityPage> {
  const response = await fetchOrBoot(queryKeyToUrl(queryKey), {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  }
  const items = (await response.json()) as ActivityEntry[];
  const total = Number(response.headers.get('x-total-count'));
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/** One page of the activity log, newest first; the previous page stays on screen while the next loads. */
export function useActivityPage(params: ActivityParams) {
  return useQuery({
    queryKey: [...ACTIVITY_KEY, params],
    queryFn: ({ queryKey, signal }) => fetchActivity(queryKey, signal),
    placeholderData: keepPreviousData,
  });
}

/** The action names that occur in the log, for the filter. */
export function useActivityActions() {
  return useQuery<string[]>({ queryKey: [...ACTIVITY_KEY, 'actions'] });
}
