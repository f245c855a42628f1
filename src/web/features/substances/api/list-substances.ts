import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SubstanceFunction } from '../../../../domain/substance/constants.ts';
import type { Substance } from '../../../../domain/substance/substance-schema.ts';
import { fetchPage } from '../../../lib/fetch-page.ts';
import type { SortValue } from '../lib/table-query.ts';

// The live event `substances` (and `ingredients`, for the usage counts) reloads every query under this key.
export const SUBSTANCES_KEY = ['/api/substances'] as const;

export interface SubstanceListParams {
  limit: number;
  offset: number;
  q?: string;
  sort?: SortValue;
  /** Only the labelled fragrance allergens. */
  allergen?: 'true';
  function?: SubstanceFunction;
}

/** One page of the catalogue, searched, filtered and sorted by the server; the previous page stays up meanwhile. */
export function useSubstancePage(params: SubstanceListParams) {
  return useQuery({
    queryKey: [...SUBSTANCES_KEY, params],
    queryFn: ({ queryKey, signal }) => fetchPage<Substance>(queryKey, signal),
    placeholderData: keepPreviousData,
  });
}

/** Substances matching a search (INCI name, synonym or CAS), for the "counts as" picker. */
export function useSubstanceOptions(q: string) {
  const text = q.trim();
  return useQuery<Substance[]>({
    queryKey: [...SUBSTANCES_KEY, { q: text, limit: 8 }],
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
