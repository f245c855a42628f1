import { useCallback, useEffect, useState } from 'react';
import type { Page } from './fetch-page.ts';

/**
 * The offset of a table paged on the server (docs/product-rules.md, "The web app"). A new search, filter or sort (`filterKey`) starts from
 * the first page at once, in the same render, so no request goes out for a page of the old filter.
 */
export function usePageOffset(filterKey: string): [number, (offset: number) => void] {
  const [state, setState] = useState({ filterKey, offset: 0 });
  if (state.filterKey !== filterKey) setState({ filterKey, offset: 0 });
  const setOffset = useCallback((offset: number) => setState({ filterKey, offset }), [filterKey]);
  return [state.filterKey === filterKey ? state.offset : 0, setOffset];
}

/** When the page shown empties (its last row deleted), steps back to the last page that has rows. */
export function useKeepPageInRange(
  page: { data?: Page<unknown>; isPlaceholderData: boolean },
  offset: number,
  setOffset: (offset: number) => void,
  pageSize: number,
) {
  const empty = page.data?.items.length === 0;
  const total = page.data?.total ?? 0;
  useEffect(() => {
    if (empty && offset > 0 && !page.isPlaceholderData) {
      setOffset(Math.max(0, Math.floor((total - 1) / pageSize) * pageSize));
    }
  }, [empty, offset, total, page.isPlaceholderData, setOffset, pageSize]);
}
