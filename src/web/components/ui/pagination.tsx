import { ChevronLeft, ChevronRight } from 'lucide-react';
import { hasNextPage, hasPreviousPage, pageRange } from '../../lib/table-query.ts';
import { Button } from './button.tsx';

/** "Showing a–b of n" with previous / next: pages are fetched from the server one at a time. */
export function Pagination({
  offset,
  count,
  total,
  pageSize,
  onOffset,
}: {
  offset: number;
  count: number;
  total: number;
  pageSize: number;
  onOffset: (offset: number) => void;
}) {
  const { from, to } = pageRange(offset, count, total);
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Showing {from}–{to} of {total}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!hasPreviousPage(offset)}
          onClick={() => onOffset(Math.max(0, offset - pageSize))}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!hasNextPage(offset, pageSize, total)}
          onClick={() => onOffset(offset + pageSize)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
