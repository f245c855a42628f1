import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { CELL_STATUS_LABELS } from '../../../../domain/lab/constants.ts';
import type { StabilityCell } from '../../../../domain/lab/stability-schema.ts';
import { addDays, DUE_WINDOW_DAYS, localDate } from '../../../../domain/lab/timepoints.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { readApiError } from '../../../lib/api.ts';
import { useStudy } from '../api/queries.ts';
import { CELL_VARIANT, labDate, OUTCOME_LABELS, OUTCOME_VARIANT } from '../lib/status.ts';
import { RecordCellDialog } from './record-cell-dialog.tsx';
import { StudyGrid } from './study-grid.tsx';

/** A pull a few days early is normal (the server takes it from three days before the due date). */
const recordable = (cell: StabilityCell) =>
  cell.status !== 'scheduled' || addDays(cell.dueDate, -DUE_WINDOW_DAYS) <= localDate(new Date());

// Recharts only when a study is open.
const StabilityCharts = lazy(async () => ({
  default: (await import('./stability-charts.tsx')).StabilityCharts,
}));

/** A stability study: its grid coloured by status, the results, a chart per parameter and the summary. */
export function StudyView({
  id,
  canWrite,
  onBack,
  onOpenBatch,
}: {
  id: string;
  canWrite: boolean;
  onBack: () => void;
  onOpenBatch: (id: string) => void;
}) {
  const study = useStudy(id);
  const [cell, setCell] = useState<StabilityCell | null>(null);
  const back = (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      All studies
    </Button>
  );
  if (study.error)
    return (
      <div className="space-y-4">
        {back}
        <p className="text-error-ink">{readApiError(study.error, 'Failed to load the study').message}</p>
      </div>
    );
  const s = study.data;
  if (!s) return <p className="text-muted-foreground text-sm">Loading...</p>;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        {back}
        <Button variant="outline" onClick={() => onOpenBatch(s.batchId)}>
          {`Open batch ${s.batchNumber}`}
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">
            Stability of {s.batchNumber}: {s.formulationName} v{s.formulationVersion}
          </CardTitle>
          <CardDescription>
            Started {labDate(s.startDate)} by {s.ownerName ?? 'Unknown'} · {s.cellsDone} of {s.cellCount} time
            points done
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Badge variant={CELL_VARIANT[s.status]}>{CELL_STATUS_LABELS[s.status]}</Badge>
          <StudyGrid study={s} onOpen={setCell} />
        </CardContent>
      </Card>
      <section aria-labelledby="summary-heading" className="space-y-3">
        <h3 id="summary-heading" className="font-semibold text-lg">
          Summary per condition
        </h3>
        <ul className="grid gap-3 md:grid-cols-2">
          {s.summary.map((condition) => (
            <li key={condition.condition} className="space-y-1 rounded-md border p-3">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {condition.condition}
                <Badge variant={OUTCOME_VARIANT[condition.outcome]}>
                  {OUTCOME_LABELS[condition.outcome]}
                </Badge>
              </p>
              <p className="text-sm">{condition.conclusion}</p>
              <p className="text-muted-foreground text-xs">
                {condition.parameters
                  .filter((p) => p.latest !== null)
                  .map((p) => `${p.label} ${p.initial} → ${p.latest}`)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="charts-heading" className="space-y-3">
        <h3 id="charts-heading" className="font-semibold text-lg">
          Parameters over time
        </h3>
        <Suspense fallback={<p className="text-muted-foreground text-sm">Loading charts...</p>}>
          <StabilityCharts study={s} />
        </Suspense>
      </section>
      {cell && (
        <RecordCellDialog
          studyId={s.id}
          cell={cell}
          canWrite={canWrite && recordable(cell)}
          onClose={() => setCell(null)}
        />
      )}
    </div>
  );
}
