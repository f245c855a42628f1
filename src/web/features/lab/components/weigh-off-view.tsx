import { ArrowLeft, CheckCircle2, Printer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { groupByPhase, phaseLabel, stepConditions } from '../../../../domain/formulation/procedure.ts';
import { LAB_BATCH_STATUS_LABELS } from '../../../../domain/lab/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteBatch, useUpdateBatch, useWeighLine } from '../api/mutations.ts';
import { useLabBatch } from '../api/queries.ts';
import { trimmed } from '../lib/weights.ts';
import { BatchRecords } from './batch-records.tsx';
import { MeasurementsCard } from './measurements-card.tsx';
import { WeighLineCard } from './weigh-line-card.tsx';

interface WeighOffViewProps {
  id: string;
  canWrite: boolean;
  onBack: () => void;
  onOpenStudy: (id: string) => void;
}

/**
 * A lab batch at the bench (made for a tablet): each phase's lines to weigh with their targets, the phase's steps,
 * then completing the batch, its measurements against the specification, its stability studies and challenge
 * tests.
 */
export function WeighOffView({ id, canWrite, onBack, onOpenStudy }: WeighOffViewProps) {
  const batch = useLabBatch(id);
  const weigh = useWeighLine(id);
  const update = useUpdateBatch(id);
  const remove = useDeleteBatch();
  const [deleting, setDeleting] = useState<string | null>(null);
  if (batch.error)
    return (
      <div className="space-y-4">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          All batches
        </Button>
        <p className="text-error-ink">{readApiError(batch.error, 'Failed to load the lab batch').message}</p>
      </div>
    );
  const b = batch.data;
  if (!b) return <p className="text-muted-foreground text-sm">Loading...</p>;
  const locked = !canWrite || b.status === 'completed';
  const ready = b.lines.every((line) => line.actualWeight !== null && !line.needsAcknowledgement);
  const groups = groupByPhase(b.phases, b.lines);

  const act = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      toast({ title: 'Success', description: done, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: readApiError(error, failed).message, variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          All batches
        </Button>
        {b.formulationId && (
          <Button variant="outline" asChild>
            <a
              href={`/api/formulations/${b.formulationId}/batch-ticket?${new URLSearchParams({ size: trimmed(b.size), unit: b.unit, format: 'pdf' })}`}
              download
            >
              <Printer aria-hidden="true" />
              Print ticket
            </a>
          </Button>
        )}
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">
            {b.batchNumber}: {b.formulationName} v{b.formulationVersion}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          <span>
            Size{' '}
            <strong>
              {trimmed(b.size)} {b.unit}
            </strong>
          </span>
          <span>Made by {b.madeByName ?? 'Unknown'}</span>
          <span data-testid="weighed-count">
            {b.lines.filter((line) => line.actualWeight !== null).length} of {b.lines.length} weighed
          </span>
          <Badge variant={b.status === 'completed' ? 'green' : 'blue'}>
            {LAB_BATCH_STATUS_LABELS[b.status]}
          </Badge>
        </CardContent>
      </Card>

      {groups.map((group) => (
        <section
          key={group.phase?.code ?? 'none'}
          className="space-y-3"
          aria-label={group.phase ? `Phase ${phaseLabel(group.phase)}` : 'Without a phase'}
        >
          <h3 className="font-semibold text-lg">
            {group.phase ? `Phase ${phaseLabel(group.phase)}` : 'Without a phase'}
          </h3>
          <ul className="space-y-3">
            {group.lines.map((line) => (
              <WeighLineCard
                key={`${line.id}-${line.revision}`}
                line={line}
                unit={b.unit}
                locked={locked}
                weigh={weigh}
              />
            ))}
          </ul>
          {group.phase && group.phase.steps.length > 0 && (
            <ol className="list-decimal space-y-1 pl-6 text-base">
              {group.phase.steps.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list of the stored steps, in their order.
                <li key={index}>
                  {step.instruction}
                  {stepConditions(step) && (
                    <span className="text-muted-foreground"> ({stepConditions(step)})</span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}

      {canWrite && b.status === 'in_progress' && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            size="lg"
            disabled={!ready || update.isPending}
            onClick={() =>
              act(
                () => update.mutateAsync({ status: 'completed', revision: b.revision }),
                'Lab batch completed',
                'Failed to complete the batch',
              )
            }
          >
            <CheckCircle2 aria-hidden="true" />
            Complete Batch
          </Button>
          {!ready && (
            <p className="text-muted-foreground text-sm">
              Weigh every line and acknowledge each weight outside its tolerance to complete the batch.
            </p>
          )}
          <Button variant="outline" onClick={() => setDeleting(b.batchNumber)}>
            <Trash2 aria-hidden="true" />
            Delete Batch
          </Button>
        </div>
      )}
      <ConfirmDeleteDialog
        subject={deleting}
        title="Delete Lab Batch"
        description={(number) =>
          `Lab batch ${number} and its weights will be deleted. This cannot be undone.`
        }
        pendingLabel="Deleting..."
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          act(
            async () => {
              await remove.mutateAsync(b.id);
              setDeleting(null);
              onBack();
            },
            'Lab batch deleted',
            'Failed to delete the batch',
          )
        }
      />

      <MeasurementsCard batch={b} canWrite={canWrite} />
      <BatchRecords batch={b} canWrite={canWrite} onOpenStudy={onOpenStudy} />
    </div>
  );
}
