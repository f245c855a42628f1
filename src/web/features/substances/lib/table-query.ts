import type { SortValue as TableSort } from '../../../lib/table-query.ts';

/** The catalogue table's page size and sortable columns (the API's SUBSTANCE_SORTS). */
export const PAGE_SIZE = 25;

export type SortColumn = 'inciName' | 'usageCount';
export type SortValue = TableSort<SortColumn>;

export const DEFAULT_SORT: SortValue = 'inciName';
