import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { api, isUnauthorized } from './api.ts';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/**
 * The default fetch of every query (docs/product-rules.md, "API conventions"): a GET of the key's segments joined with '/', e.g.
 * ['/api/formulations', id, 'ingredients']. A trailing plain object becomes the query string
 * (['/api/ingredients', { limit: 50, q: 'aloe' }]); undefined and empty values are left out.
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const last = queryKey.at(-1);
  const hasParams = typeof last === 'object' && last !== null && !Array.isArray(last);
  const segments = (hasParams ? queryKey.slice(0, -1) : queryKey).map(String);
  const path = segments.join('/').replace(/(?<!:)\/{2,}/g, '/');
  if (!hasParams) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(last as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

// A 401 from any call means the session ended: refetching the user flips the app to signed out, and the
// router then shows the "Unauthorized" toast and sends the browser to sign in.
function onError(error: unknown) {
  if (isUnauthorized(error)) void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
}

// Defaults (docs/product-rules.md, "The web app"), set once: data never goes stale on its own (the server's event stream invalidates
// what changed), no interval or focus refetch, no retries, unused data dropped after 5 minutes.
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      queryFn: ({ queryKey, signal }) => api.get(queryKeyToUrl(queryKey), { signal }),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 5 * 60 * 1000,
      retry: false,
      refetchInterval: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
