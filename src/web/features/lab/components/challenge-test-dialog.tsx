import { useState } from 'react';
import { ORGANISMS, type OrganismId } from '../../../../domain/lab/challenge-test.ts';
import { localDate } from '../../../../domain/lab/timepoints.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useRecordChallengeTest } from '../api/mutations.ts';

const DAYS = ['day7', 'day14', 'day28'] as const;
type Reductions = Record<(typeof DAYS)[number], string>;

/** "Record Challenge Test": each ISO 11930 strain's log reduction at days 7, 14 and 28; judged by the server. */
export function ChallengeTestDialog({ batchId, onClose }: { batchId: string; onClose: () => void }) {
  const record = useRecordChallengeTest(batchId);
  const [startedOn, setStartedOn] = useState(() => localDate(new Date()));
  const [laboratory, setLaboratory] = useState('');
  const [results, setResults] = useState<Record<OrganismId, Reductions>>(
    () =>
      Object.fromEntries(ORGANISMS.map((o) => [o.id, { day7: '', day14: '', day28: '' }])) as Record<
        OrganismId,
        Reductions
      >,
  );
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const test = await record.mutateAsync({ startedOn, laboratory, results });
      const verdict =
        test.criterion === 'fail' ? 'does not meet ISO 11930' : `meets criterion ${test.criterion}`;
      toast({ title: 'Success', description: `Challenge test recorded: ${verdict}`, variant: 'success' });
      onClose();
    } catch (failure) {
      const { message } = readApiError(failure, 'Failed to record the challenge test');
      setError(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Record Challenge Test</DialogTitle>
          <DialogDescription>
            Log reductions from the inoculum; day 7 may be left empty (criterion B needs none).
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="challenge-start">Start date</Label>
              <Input
                id="challenge-start"
                type="date"
                value={startedOn}
                onChange={(event) => setStartedOn(event.target.value)}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor="challenge-lab">Laboratory</Label>
              <Input
                id="challenge-lab"
                value={laboratory}
                onChange={(event) => setLaboratory(event.target.value)}
              />
            </div>
          </div>
          <Table aria-label="Log reductions">
            <TableHeader>
              <TableRow>
                <TableHead>Strain</TableHead>
                <TableHead>Day 7</TableHead>
                <TableHead>Day 14</TableHead>
                <TableHead>Day 28</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ORGANISMS.map((organism) => (
                <TableRow key={organism.id}>
                  <TableCell className="italic">{organism.name}</TableCell>
                  {DAYS.map((day) => (
                    <TableCell key={day}>
                      <Input
                        aria-label={`${organism.name} ${day.replace('day', 'day ')} log reduction`}
                        inputMode="decimal"
                        className="w-20"
                        value={results[organism.id][day]}
                        onChange={(event) =>
                          setResults({
                            ...results,
                            [organism.id]: { ...results[organism.id], [day]: event.target.value },
                          })
                        }
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <FieldError id={error ? 'challenge-error' : undefined}>{error}</FieldError>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? 'Saving...' : 'Record Test'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
