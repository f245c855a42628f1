/** Server-side sorting and paging of the big tables (docs/product-rules.md, "The web app"): the `sort` and `offset` a table sends. */

/** The API's `sort` value: the column, with a leading "-" for descending. */
export type SortValue<C extends string> = C | `-${C}`;

/** Clicking a header: a new column sorts ascending, the sorted one flips direction. */
export function nextSort<C extends string>(current: SortValue<C>, column: C): SortValue<C> {
  if (current === column) return `-${column}`;
  return column;
}

/** "Showing a–b of n" figures for a page starting at `offset` that holds `count` rows. */
export function pageRange(offset: number, count: number, total: number): { from: number; to: number } {
  if (count <= 0 || total <= 0) return { from: 0, to: 0 };
  return { from: offset + 1, to: Math.min(offset + count, total) };
}

export function hasPreviousPage(offset: number): boolean {
  return offset > 0;
}

export function hasNextPage(offset: number, pageSize: number, total: number): boolean {
  return offset + pageSize < total;
}
