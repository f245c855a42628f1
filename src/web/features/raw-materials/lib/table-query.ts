import type { SortValue as TableSort } from '../../../lib/table-query.ts';

/** The inventory table's page size and sortable columns (the API's RAW_MATERIAL_SORTS). */
export const PAGE_SIZE = 25;

export type SortColumn =
  | 'name'
  | 'category'
  | 'supplier'
  | 'unitCost'
  | 'sustainabilityRating'
  | 'qualityGrade'
  | 'shelfLifeMonths';

export type SortValue = TableSort<SortColumn>;

export const DEFAULT_SORT: SortValue = 'name';
