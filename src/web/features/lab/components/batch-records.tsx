import { useState } from 'react';
import { CRITERION_LABELS } from '../../../../domain/lab/challenge-test.ts';
import { CELL_STATUS_LABELS } from '../../../../domain/lab/constants.ts';
import type { LabBatchDetail } from '../../../../domain/lab/lab-batch-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { CELL_VARIANT, CRITERION_VARIANT, labDate } from '../lib/status.ts';
import { ChallengeTestDialog, StartStudyDialog } from './lazy-dialogs.ts';

/** A batch's stability studies and challenge tests, and the buttons that start them. */
export function BatchRecords({
  batch,
  canWrite,
  onOpenStudy,
}: {
  batch: LabBatchDetail;
  canWrite: boolean;
  onOpenStudy: (id: string) => void;
}) {
  const [dialog, setDialog] = useState<'study' | 'challenge' | null>(null);
  const completed = batch.status === 'completed';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Stability studies</CardTitle>
          <CardDescription>
            {completed
              ? 'Conditions x time points, each due on its date.'
              : 'Complete the batch to start a study.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {batch.studies.length === 0 && <p className="text-muted-foreground text-sm">No studies yet.</p>}
          <ul className="space-y-2">
            {batch.studies.map((study) => (
              <li key={study.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm">
                  From {labDate(study.startDate)}: {study.conditions.length} conditions, {study.cellsDone} of{' '}
                  {study.cellCount} done
                </span>
                <span className="flex items-center gap-2">
                  <Badge variant={CELL_VARIANT[study.status]}>{CELL_STATUS_LABELS[study.status]}</Badge>
                  <Button size="sm" variant="outline" onClick={() => onOpenStudy(study.id)}>
                    {`Open study from ${labDate(study.startDate)}`}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          {canWrite && completed && <Button onClick={() => setDialog('study')}>Start Stability Study</Button>}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Challenge tests</CardTitle>
          <CardDescription>Preservative efficacy against ISO 11930 criteria A and B.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {batch.challengeTests.length === 0 && (
            <p className="text-muted-foreground text-sm">No challenge tests yet.</p>
          )}
          <ul className="space-y-2">
            {batch.challengeTests.map((test) => (
              <li key={test.id} className="space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  Started {labDate(test.startedOn)}
                  {test.laboratory && ` at ${test.laboratory}`}
                  <Badge variant={CRITERION_VARIANT[test.criterion]}>
                    {CRITERION_LABELS[test.criterion]}
                  </Badge>
                </p>
                <p className="text-muted-foreground text-xs">
                  {test.organisms
                    .map((o) => `${o.name}: ${o.criterion === 'fail' ? 'fails' : o.criterion}`)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
          {canWrite && <Button onClick={() => setDialog('challenge')}>Record Challenge Test</Button>}
        </CardContent>
      </Card>
      {dialog === 'study' && (
        <StartStudyDialog
          batchId={batch.id}
          onClose={() => setDialog(null)}
          onStarted={(id) => {
            setDialog(null);
            onOpenStudy(id);
          }}
        />
      )}
      {dialog === 'challenge' && <ChallengeTestDialog batchId={batch.id} onClose={() => setDialog(null)} />}
    </div>
  );
}
