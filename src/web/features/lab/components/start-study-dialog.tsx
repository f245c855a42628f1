import { useState } from 'react';
import { CONDITION_PRESETS, TIMEPOINT_PRESETS } from '../../../../domain/lab/constants.ts';
import { createStudySchema } from '../../../../domain/lab/stability-schema.ts';
import { localDate } from '../../../../domain/lab/timepoints.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
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
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useStartStudy } from '../api/mutations.ts';

const words = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function Choices({
  legend,
  options,
  chosen,
  onChange,
  idPrefix,
}: {
  legend: string;
  options: readonly string[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  idPrefix: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option, index) => (
          <div key={option} className="flex items-center gap-2">
            <Checkbox
              id={`${idPrefix}-${index}`}
              checked={chosen.includes(option)}
              onCheckedChange={(on) =>
                onChange(on === true ? [...chosen, option] : chosen.filter((value) => value !== option))
              }
            />
            <Label htmlFor={`${idPrefix}-${index}`} className="font-normal">
              {option}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** "Start Stability Study": storage conditions x time points from a start date; each cell is due on its date. */
export function StartStudyDialog({
  batchId,
  onClose,
  onStarted,
}: {
  batchId: string;
  onClose: () => void;
  onStarted: (id: string) => void;
}) {
  const start = useStartStudy(batchId);
  const [conditions, setConditions] = useState<string[]>(['25 °C/60 % RH', '40 °C/75 % RH']);
  const [timepoints, setTimepoints] = useState<string[]>(['T0', '1w', '4w', '12w']);
  const [otherConditions, setOtherConditions] = useState('');
  const [otherTimepoints, setOtherTimepoints] = useState('');
  const [startDate, setStartDate] = useState(() => localDate(new Date()));
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      conditions: [...conditions, ...words(otherConditions)],
      timepoints: [...timepoints, ...words(otherTimepoints)],
      startDate,
    };
    const checked = createStudySchema.safeParse(input);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    try {
      const study = await start.mutateAsync(checked.data);
      toast({ title: 'Success', description: 'Stability study started', variant: 'success' });
      onStarted(study.id);
    } catch (failure) {
      const { message } = readApiError(failure, 'Failed to start the study');
      setError(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Start Stability Study</DialogTitle>
          <DialogDescription>
            Each condition is pulled at each time point; months are calendar months.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          <Choices
            legend="Conditions"
            options={CONDITION_PRESETS}
            chosen={conditions}
            onChange={setConditions}
            idPrefix="study-condition"
          />
          <div className="space-y-1">
            <Label htmlFor="study-other-conditions">Other conditions (comma-separated)</Label>
            <Input
              id="study-other-conditions"
              value={otherConditions}
              onChange={(event) => setOtherConditions(event.target.value)}
            />
          </div>
          <Choices
            legend="Time points"
            options={TIMEPOINT_PRESETS}
            chosen={timepoints}
            onChange={setTimepoints}
            idPrefix="study-timepoint"
          />
          <div className="space-y-1">
            <Label htmlFor="study-other-timepoints">Other time points (3d, 2m, ...)</Label>
            <Input
              id="study-other-timepoints"
              value={otherTimepoints}
              onChange={(event) => setOtherTimepoints(event.target.value)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="study-start">Start date</Label>
            <Input
              id="study-start"
              type="date"
              value={startDate}
              onChange={(event) => setStartDate(event.target.value)}
            />
          </div>
          <FieldError id={error ? 'study-error' : undefined}>{error}</FieldError>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={start.isPending}>
              {start.isPending ? 'Starting...' : 'Start Study'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
