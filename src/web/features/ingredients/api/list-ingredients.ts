import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { Ingredient } from '../../../../domain/ingredient/ingredient-schema.ts';
import { ApiError } from '../../../lib/api.ts';
import { queryKeyToUrl } from '../../../lib/query-client.ts';
import type { SortValue } from '../lib/table-query.ts';

export const INGREDIENTS_KEY = ['/api/ingredients'] as const;

export interface IngredientListParams {
  limit: number;
  offset: number;
  q?: string;
  sort?: SortValue;
  category?: string;
}

export interface Page<T> {
  items: T[];
  /** X-Total-Count: every row the filter matches, not only this page's. */
  total: number;
}

/** A GET that also reads X-Total-Count (the shared client returns the body only). */
export async function fetchPage<T>(queryKey: QueryKey, signal?: AbortSignal): Promise<Page<T>> {
  const response = await fetch(queryKeyToUrl(queryKey), {
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

/** One page of the inventory, filtered and sorted by the server; the previous page stays up while it loads. */
export function useIngredientPage(params: IngredientListParams) {
  return useQuery({
    queryKey: [...INGREDIENTS_KEY, params],
    queryFn: ({ queryKey, signal }) => fetchPage<Ingredient>(queryKey, signal),
    placeholderData: keepPreviousData,
  });
}
