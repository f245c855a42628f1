import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import { api } from '../../../lib/api.ts';
import { queryKeyToUrl } from '../../../lib/query-client.ts';

/** Cards per page: a multiple of 1, 2 and 3 columns, so every page fills its rows. */
export const FORMULATIONS_PAGE_SIZE = 48;

// Apart from get-formulations.ts: the route loader (in the entry chunk) needs these options, not the hook (the
// infinite-query observer stays with the screen's chunk).

/**
 * GET /api/formulations, newest first, a page at a time (docs/product-rules.md, "API conventions": big lists page on the server), filtered
 * by `q` (name or description). The route loader starts the same query (app/route-loaders.ts).
 */
export function formulationListOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: ['/api/formulations', { limit: FORMULATIONS_PAGE_SIZE, q: q || undefined }] as const,
    queryFn: ({ queryKey: [path, params], pageParam, signal }) =>
      api.get<Formulation[]>(queryKeyToUrl([path, { ...params, offset: pageParam }]), { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < FORMULATIONS_PAGE_SIZE ? undefined : pages.length * FORMULATIONS_PAGE_SIZE,
    select: (data) => {
      // A record created while paging shifts the offsets: keep the first copy of each.
      const seen = new Set<string>();
      return data.pages.flat().filter((f) => !seen.has(f.id) && seen.add(f.id));
    },
  });
}
