import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import type { SortValue } from '../../lib/table-query.ts';
import { Skeleton } from './skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table.tsx';

/** One column of a DataTable, as data: its header, the server's sort key if it sorts, and each row's cell. */
export interface DataColumn<Row, SortKey extends string = never> {
  /** Keys the column's header and cells. */
  id: string;
  /** The header's text. */
  header: string;
  /** The header is read out but not shown (a column of row actions). */
  hideHeader?: boolean;
  /** The server's sort key: the header is then a SortableHead. */
  sort?: SortKey;
  headClassName?: string;
  cellClassName?: string;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row, SortKey extends string> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Undefined while the rows load: skeleton rows stand in for them. */
  rows: readonly Row[] | undefined;
  /** Another page or filter is loading while the current rows stay up. */
  busy?: boolean;
  columns: readonly DataColumn<Row, SortKey>[];
  rowKey: (row: Row) => string;
  /** The row shown as selected (data-state="selected"). */
  selectedKey?: string | null;
  sort?: SortValue<SortKey>;
  onSort?: (column: SortKey) => void;
  /** Shown as the only row when there are no rows; without it the body stays empty. */
  emptyText?: ReactNode;
  skeletonRows?: number;
  /** The class of the skeleton in each cell of a loading row. */
  cellSkeleton?: string;
  /** One skeleton of this class across each loading row, instead of one in every cell. */
  rowSkeleton?: string;
  /** The header row takes the rows' hover tint, as the administration tables' always has. */
  tintHeaderOnHover?: boolean;
  /** A data-testid on each item's row, for the browser tests that pick rows out. */
  rowTestId?: string;
}

/**
 * A list screen's table from its columns (docs/architecture.md, "Features, pages, forms"): the header, skeleton rows
 * while the rows load, one row saying so when there are none, then a row per item.
 */
export function DataTable<Row, SortKey extends string>({
  rows,
  busy,
  columns,
  rowKey,
  selectedKey,
  sort,
  onSort,
  emptyText,
  skeletonRows = 5,
  cellSkeleton = 'h-5 w-full min-w-12',
  rowSkeleton,
  tintHeaderOnHover,
  rowTestId,
  ...props
}: DataTableProps<Row, SortKey>) {
  return (
    <Table aria-busy={!rows || busy} {...props}>
      <TableHeader>
        <TableRow className={tintHeaderOnHover ? undefined : 'hover:bg-transparent'}>
          {columns.map((column) =>
            column.sort && sort && onSort ? (
              <SortableHead
                key={column.id}
                column={column.sort}
                label={column.header}
                sort={sort}
                onSort={onSort}
                className={column.headClassName}
              />
            ) : (
              <TableHead key={column.id} className={column.headClassName}>
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {!rows
          ? Array.from({ length: skeletonRows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
              <TableRow key={index}>
                {rowSkeleton ? (
                  <TableCell colSpan={columns.length}>
                    <Skeleton className={rowSkeleton} />
                  </TableCell>
                ) : (
                  columns.map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton className={cellSkeleton} />
                    </TableCell>
                  ))
                )}
              </TableRow>
            ))
          : rows.length === 0
            ? emptyText !== undefined && (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">
                    {emptyText}
                  </TableCell>
                </TableRow>
              )
            : rows.map((row) => {
                const key = rowKey(row);
                return (
                  <TableRow
                    key={key}
                    data-state={key === selectedKey ? 'selected' : undefined}
                    data-testid={rowTestId}
                  >
                    {columns.map((column) => (
                      <TableCell key={column.id} className={column.cellClassName}>
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
      </TableBody>
    </Table>
  );
}

/**
 * The header's aria-sort: only the sorted column says a direction. Here rather than in lib/table-query.ts, which
 * goes with the pager: DataTable is also on screens without one, and importing it from there split the pager's
 * chunk in two, a file more on every paged screen (docs/product-rules.md, "Budgets").
 */
export function ariaSort<C extends string>(
  current: SortValue<C>,
  column: C,
): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}

/**
 * A column header that sorts the table on the server when clicked; aria-sort says how it is sorted. It lives beside
 * DataTable, its main user, so a screen that sorts loads the two as one file (docs/product-rules.md, "Budgets").
 */
export function SortableHead<C extends string>({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: C;
  label: string;
  sort: SortValue<C>;
  onSort: (column: C) => void;
  className?: string;
}) {
  const direction = ariaSort(sort, column);
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <TableHead aria-sort={direction} className={className}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          '-mx-1 inline-flex items-center gap-1 rounded-sm px-1 py-0.5 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
          direction !== 'none' && 'text-foreground',
        )}
      >
        {label}
        <Icon className={cn('size-3.5', direction === 'none' && 'opacity-50')} aria-hidden="true" />
      </button>
    </TableHead>
  );
}
