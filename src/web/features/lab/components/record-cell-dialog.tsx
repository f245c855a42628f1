import { useState } from 'react';
import type { StabilityCell } from '../../../../domain/lab/stability-schema.ts';
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
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useRecordCell } from '../api/mutations.ts';
import { labDate } from '../lib/status.ts';
import { EvaluationTable } from './evaluation-table.tsx';
import { MeasurementFields, toMeasurementsInput, toMeasurementValues } from './measurement-fields.tsx';

/** One time point of one condition: its results (recorded, or corrected with the revision read). */
export function RecordCellDialog({
  studyId,
  cell,
  canWrite,
  onClose,
}: {
  studyId: string;
  cell: StabilityCell;
  canWrite: boolean;
  onClose: () => void;
}) {
  const record = useRecordCell(studyId);
  const [values, setValues] = useState(() => toMeasurementValues(cell.measurements));
  const [notes, setNotes] = useState(cell.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(undefined);
    try {
      await record.mutateAsync({
        cellId: cell.id,
        measurements: toMeasurementsInput(values),
        notes,
        revision: cell.revision,
      });
      toast({
        title: 'Success',
        description: `${cell.condition} at ${cell.timepoint} recorded`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      const { message: text, fieldErrors } = readApiError(error, 'Failed to record the time point');
      setErrors(
        Object.fromEntries(
          Object.entries(fieldErrors).map(([field, messages]) => [
            field.replace(/^measurements\./, ''),
            messages[0]!,
          ]),
        ),
      );
      setMessage(text);
      toast({ title: 'Error', description: text, variant: 'destructive' });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{`${cell.condition} at ${cell.timepoint}`}</DialogTitle>
          <DialogDescription>
            Due {labDate(cell.dueDate)}. Results against the specification.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={save} className="space-y-4">
          {canWrite && (
            <>
              <MeasurementFields idPrefix="cell" values={values} onChange={setValues} errors={errors} />
              <div className="space-y-1">
                <Label htmlFor="cell-notes">Notes</Label>
                <Textarea
                  id="cell-notes"
                  rows={2}
                  value={notes}
                  onChange={(event) => setNotes(event.target.value)}
                />
              </div>
              <FieldError id={message ? 'cell-error' : undefined}>{message}</FieldError>
            </>
          )}
          {cell.measurements && (
            <EvaluationTable evaluation={cell.evaluation} label="Time point against the specification" />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            {canWrite && (
              <Button type="submit" disabled={record.isPending}>
                {record.isPending ? 'Saving...' : 'Record Results'}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
