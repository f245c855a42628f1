import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { ariaSort, type SortValue } from '../../lib/table-query.ts';
import { TableHead } from './table.tsx';

/** A column header that sorts the table on the server when clicked; aria-sort says how it is sorted. */
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
