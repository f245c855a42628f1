import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../../../domain/dashboard/stats.ts';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import { fetchPage } from '../../../lib/fetch-page.ts';
import type { SortValue } from '../../../lib/table-query.ts';

// The live event `formulations` reloads every query under these keys (the stats key is the dashboard's too).
export const FORMULATIONS_KEY = ['/api/formulations'] as const;
export const STATS_KEY = ['/api/dashboard/stats'] as const;

export type CostSortColumn = 'name' | 'status' | 'costPerUnit';
export type CostSort = SortValue<CostSortColumn>;
export const COST_PAGE_SIZE = 25;

/** The tiles: the same SQL aggregates as the dashboard, flat however many formulations there are (docs/product-rules.md, "Budgets"). */
export function useCostStats() {
  return useQuery<DashboardStats>({ queryKey: STATS_KEY });
}

/** One page of the cost breakdown, sorted on the server; the previous page stays up while the next loads. */
export function useCostPage(params: { offset: number; sort: CostSort }) {
  return useQuery({
    queryKey: [...FORMULATIONS_KEY, { limit: COST_PAGE_SIZE, offset: params.offset, sort: params.sort }],
    queryFn: ({ queryKey, signal }) => fetchPage<Formulation>(queryKey, signal),
    placeholderData: keepPreviousData,
  });
}
