import { FlaskRound } from 'lucide-react';
import { LAB_BATCH_STATUS_LABELS } from '../../../../domain/lab/constants.ts';
import type { LabBatch } from '../../../../domain/lab/lab-batch-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLabBatches } from '../api/queries.ts';
import { trimmed } from '../lib/weights.ts';
import { batchColumns, openColumn } from './lab-columns.tsx';

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
    <DataTable
      aria-label="Lab batches"
      rows={batches.data}
      columns={columns(onOpen)}
      rowKey={(batch) => batch.id}
      tintHeaderOnHover
    />
  );
}

function columns(onOpen: (id: string) => void): DataColumn<LabBatch>[] {
  return [
    ...batchColumns<LabBatch>(),
    {
      id: 'size',
      header: 'Size',
      headClassName: 'text-right',
      cellClassName: 'text-right tabular-nums',
      cell: (batch) => `${trimmed(batch.size)} ${batch.unit}`,
    },
    { id: 'madeBy', header: 'Made by', cell: (batch) => batch.madeByName ?? 'Unknown' },
    { id: 'started', header: 'Started', cell: (batch) => formatDate(batch.createdAt) },
    { id: 'weighed', header: 'Weighed', cell: (batch) => `${batch.weighedCount} of ${batch.lineCount}` },
    {
      id: 'status',
      header: 'Status',
      cell: (batch) => (
        <Badge variant={batch.status === 'completed' ? 'green' : 'blue'}>
          {LAB_BATCH_STATUS_LABELS[batch.status]}
        </Badge>
      ),
    },
    openColumn((batch) => `Open ${batch.batchNumber}`, onOpen),
  ];
}
