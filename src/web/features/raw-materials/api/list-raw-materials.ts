import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RawMaterial } from '../../../../domain/raw-material/raw-material-schema.ts';
import { fetchPage } from '../../../lib/fetch-page.ts';
import type { SortValue } from '../lib/table-query.ts';

export const RAW_MATERIALS_KEY = ['/api/ingredients'] as const;

export interface RawMaterialListParams {
  limit: number;
  offset: number;
  q?: string;
  sort?: SortValue;
  category?: string;
}

/** One page of the inventory; the route loader starts the first one (app/route-loaders.ts). */
export function rawMaterialPageOptions(params: RawMaterialListParams) {
  return queryOptions({
    queryKey: [...RAW_MATERIALS_KEY, params],
    queryFn: ({ queryKey, signal }) => fetchPage<RawMaterial>(queryKey, signal),
  });
}

/** One page of the inventory, filtered and sorted by the server; the previous page stays up while it loads. */
export function useRawMaterialPage(params: RawMaterialListParams) {
  return useQuery({ ...rawMaterialPageOptions(params), placeholderData: keepPreviousData });
}

/**
 * How many ingredients the inventory holds, whatever the search or filter: the count line counts the inventory.
 * Fetched only while a filter is on; otherwise the page's own total is that number.
 */
export function useInventoryCount(filtered: boolean) {
  return useQuery({
    queryKey: [...RAW_MATERIALS_KEY, { limit: 1, offset: 0 }],
    queryFn: ({ queryKey, signal }) => fetchPage<RawMaterial>(queryKey, signal),
    enabled: filtered,
    select: (page) => page.total,
  });
}
