import { CELL_STATUS_LABELS } from '../../../../domain/lab/constants.ts';
import type { StabilityStudy } from '../../../../domain/lab/stability-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readApiError } from '../../../lib/api.ts';
import { useStudies } from '../api/queries.ts';
import { CELL_VARIANT, labDate } from '../lib/status.ts';
import { batchColumns, openColumn } from './lab-columns.tsx';

/** Every stability study with its status today and its next pull. */
export function StudiesTable({ onOpen }: { onOpen: (id: string) => void }) {
  const studies = useStudies();
  if (studies.error)
    return (
      <p className="text-error-ink text-sm">
        {readApiError(studies.error, 'Failed to load studies').message}
      </p>
    );
  if (!studies.data) return <Skeleton className="h-32 w-full" />;
  return (
    <section aria-labelledby="studies-heading" className="space-y-2">
      <h2 id="studies-heading" className="font-semibold text-lg">
        Stability studies
      </h2>
      {studies.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No stability studies yet. Start one from a completed lab batch.
        </p>
      ) : (
        <DataTable
          aria-label="Stability studies"
          rows={studies.data}
          columns={columns(onOpen)}
          rowKey={(study) => study.id}
          tintHeaderOnHover
        />
      )}
    </section>
  );
}

function columns(onOpen: (id: string) => void): DataColumn<StabilityStudy>[] {
  return [
    ...batchColumns<StabilityStudy>(),
    { id: 'started', header: 'Started', cell: (study) => labDate(study.startDate) },
    {
      id: 'conditions',
      header: 'Conditions',
      cellClassName: 'whitespace-normal',
      cell: (study) => study.conditions.join(', '),
    },
    { id: 'done', header: 'Done', cell: (study) => `${study.cellsDone} of ${study.cellCount}` },
    { id: 'nextDue', header: 'Next due', cell: (study) => (study.nextDue ? labDate(study.nextDue) : '—') },
    {
      id: 'status',
      header: 'Status',
      cell: (study) => <Badge variant={CELL_VARIANT[study.status]}>{CELL_STATUS_LABELS[study.status]}</Badge>,
    },
    openColumn((study) => `Open the study of ${study.batchNumber}`, onOpen),
  ];
}
