import type { QueryKey } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { fetchOrBoot } from './boot-answers.ts';
import { queryKeyToUrl } from './query-client.ts';

/** One page of a big table (docs/product-rules.md, "API conventions"): its rows and how many the filter matches in all. */
export interface Page<T> {
  items: T[];
  /** X-Total-Count: every row the filter matches, not only this page's. */
  total: number;
}

/** A GET that also reads X-Total-Count (the shared client returns the body only). */
export async function fetchPage<T>(queryKey: QueryKey, signal?: AbortSignal): Promise<Page<T>> {
  const response = await fetchOrBoot(queryKeyToUrl(queryKey), {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  }
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get('x-total-count'));
  return { items, total: Number.isFinite(total) && total >= 0 ? total : items.length };
}
