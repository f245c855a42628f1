import { describe, expect, it } from 'vitest';
import { queryClient, queryKeyToUrl } from './query-client.ts';

describe('queryKeyToUrl', () => {
  it('joins the segments with slashes', () => {
    expect(queryKeyToUrl(['/api/formulations'])).toBe('/api/formulations');
    expect(queryKeyToUrl(['/api/formulations', 'f1', 'ingredients'])).toBe(
      '/api/formulations/f1/ingredients',
    );
    expect(queryKeyToUrl(['/api/formulations/', 'f1'])).toBe('/api/formulations/f1');
  });

  it('turns a trailing object into the query string, leaving out empty values', () => {
    expect(queryKeyToUrl(['/api/ingredients', { limit: 50, offset: 0, q: '', sort: undefined }])).toBe(
      '/api/ingredients?limit=50&offset=0',
    );
    expect(queryKeyToUrl(['/api/ingredients', {}])).toBe('/api/ingredients');
  });
});

describe('query defaults', () => {
  it('never go stale, never retry, never refetch on focus or on an interval, drop unused data after 5 minutes', () => {
    const queries = queryClient.getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.gcTime).toBe(300_000);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
