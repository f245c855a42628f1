import { FlaskRound } from 'lucide-react';
import { LAB_BATCH_STATUS_LABELS } from '../../../../domain/lab/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { readApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLabBatches } from '../api/queries.ts';
import { trimmed } from '../lib/weights.ts';

/** Every lab batch: number, formulation and version, size, who made it, how far it is weighed, its status. */
export function BatchesTable({ onOpen }: { onOpen: (id: string) => void }) {
  const batches = useLabBatches();
  if (batches.error)
    return (
      <p className="text-error-ink text-sm">
        {readApiError(batches.error, 'Failed to load lab batches').message}
      </p>
    );
  if (!batches.data) return <Skeleton className="h-40 w-full" data-testid="batches-skeleton" />;
  if (batches.data.length === 0)
    return (
      <EmptyState
        icon={<FlaskRound />}
        title="No lab batches yet"
        description="Start a lab batch of a formulation version to weigh it off at the bench."
      />
    );
  return (
    <Table aria-label="Lab batches">
      <TableHeader>
        <TableRow>
          <TableHead>Batch</TableHead>
          <TableHead>Formulation</TableHead>
          <TableHead className="text-right">Size</TableHead>
          <TableHead>Made by</TableHead>
          <TableHead>Started</TableHead>
          <TableHead>Weighed</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Open</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {batches.data.map((batch) => (
          <TableRow key={batch.id}>
            <TableCell className="font-medium">{batch.batchNumber}</TableCell>
            <TableCell className="whitespace-normal">
              {batch.formulationName} v{batch.formulationVersion}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {trimmed(batch.size)} {batch.unit}
            </TableCell>
            <TableCell>{batch.madeByName ?? 'Unknown'}</TableCell>
            <TableCell>{formatDate(batch.createdAt)}</TableCell>
            <TableCell>
              {batch.weighedCount} of {batch.lineCount}
            </TableCell>
            <TableCell>
              <Badge variant={batch.status === 'completed' ? 'green' : 'blue'}>
                {LAB_BATCH_STATUS_LABELS[batch.status]}
              </Badge>
            </TableCell>
            <TableCell>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onOpen(batch.id)}
                aria-label={`Open ${batch.batchNumber}`}
              >
                Open
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
