import { useState } from 'react';
import { TICKET_UNITS, type TicketUnit } from '../../../../domain/formulation/batch-ticket.ts';
import { statusLabel } from '../../../../domain/formulation/statuses.ts';
import { createLabBatchSchema } from '../../../../domain/lab/lab-batch-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateBatch } from '../api/mutations.ts';
import { useFormulationChoices } from '../api/queries.ts';

type Errors = Partial<Record<'formulationId' | 'size' | 'unit', string>>;

/** "New Lab Batch": a formulation version and the size to make; the weigh-off opens when it is started. */
export function NewBatchDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const formulations = useFormulationChoices(true);
  const create = useCreateBatch();
  const [formulationId, setFormulationId] = useState('');
  const [size, setSize] = useState('2500');
  const [unit, setUnit] = useState<TicketUnit>('g');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = { formulationId, size, unit };
    const checked = createLabBatchSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    try {
      const batch = await create.mutateAsync(input);
      toast({ title: 'Success', description: `Lab batch ${batch.batchNumber} started`, variant: 'success' });
      onCreated(batch.id);
    } catch (error) {
      const { message, fieldErrors } = readApiError(error, 'Failed to start the lab batch');
      setErrors(
        Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0]])),
      );
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New Lab Batch</DialogTitle>
          <DialogDescription>Choose the formulation version and the size to make.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormField id="batch-formulation" label="Formulation" error={errors.formulationId}>
            {(control) => (
              <Select value={formulationId} onValueChange={setFormulationId}>
                <SelectTrigger {...control}>
                  <SelectValue placeholder={formulations.data ? 'Select formulation' : 'Loading...'} />
                </SelectTrigger>
                <SelectContent>
                  {(formulations.data ?? []).map((f) => (
                    <SelectItem key={f.id} value={f.id}>
                      {f.name} v{f.version} ({statusLabel(f.status)})
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="batch-size" label="Batch size" error={errors.size}>
              {(control) => (
                <Input
                  inputMode="decimal"
                  value={size}
                  onChange={(event) => setSize(event.target.value)}
                  {...control}
                />
              )}
            </FormField>
            <FormField id="batch-unit" label="Unit" error={errors.unit}>
              {(control) => (
                <Select value={unit} onValueChange={(value) => setUnit(value as TicketUnit)}>
                  <SelectTrigger {...control}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {TICKET_UNITS.map((u) => (
                      <SelectItem key={u} value={u}>
                        {u}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Starting...' : 'Start Batch'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
