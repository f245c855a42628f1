import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableHead } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { ariaSort, type SortColumn, type SortValue } from '../lib/table-query.ts';

/** A column header that sorts the table on the server when clicked; aria-sort says how it is sorted. */
export function SortableHead({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: SortColumn;
  label: string;
  sort: SortValue;
  onSort: (column: SortColumn) => void;
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
