import { CELL_STATUS_LABELS } from '../../../../domain/lab/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
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
import { useStudies } from '../api/queries.ts';
import { CELL_VARIANT, labDate } from '../lib/status.ts';

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
        <Table aria-label="Stability studies">
          <TableHeader>
            <TableRow>
              <TableHead>Batch</TableHead>
              <TableHead>Formulation</TableHead>
              <TableHead>Started</TableHead>
              <TableHead>Conditions</TableHead>
              <TableHead>Done</TableHead>
              <TableHead>Next due</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Open</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {studies.data.map((study) => (
              <TableRow key={study.id}>
                <TableCell className="font-medium">{study.batchNumber}</TableCell>
                <TableCell className="whitespace-normal">
                  {study.formulationName} v{study.formulationVersion}
                </TableCell>
                <TableCell>{labDate(study.startDate)}</TableCell>
                <TableCell className="whitespace-normal">{study.conditions.join(', ')}</TableCell>
                <TableCell>
                  {study.cellsDone} of {study.cellCount}
                </TableCell>
                <TableCell>{study.nextDue ? labDate(study.nextDue) : '—'}</TableCell>
                <TableCell>
                  <Badge variant={CELL_VARIANT[study.status]}>{CELL_STATUS_LABELS[study.status]}</Badge>
                </TableCell>
                <TableCell>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onOpen(study.id)}
                    aria-label={`Open the study of ${study.batchNumber}`}
                  >
                    Open
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
