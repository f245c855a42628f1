import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { SCENARIO_TYPE_INFO, SCENARIO_TYPES } from '../../../../domain/scenario/constants.ts';
import { type Scenario, scenarioInputSchema } from '../../../../domain/scenario/scenario-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { schemaResolver } from '../../../components/ui/form/form.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateScenario, useUpdateScenario } from '../api/scenario-mutations.ts';
import { type ScenarioFormState, scenarioFormDefaults, toScenarioPayload } from '../lib/form-values.ts';
import { ParameterFieldsFor } from './parameter-fields.tsx';
import { SelectField } from './select-field.tsx';

const resolver = schemaResolver<ScenarioFormState>(scenarioInputSchema, {
  toPayload: (values) => toScenarioPayload(values),
});
const TYPE_OPTIONS = SCENARIO_TYPES.map((type) => ({ value: type, label: SCENARIO_TYPE_INFO[type].label }));

/** "New Scenario" and "Edit Scenario": name, description, type, then the type's parameters. */
export function ScenarioFormDialog({
  open,
  onOpenChange,
  scenario,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scenario?: Scenario;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{scenario ? 'Edit Scenario' : 'New Scenario'}</DialogTitle>
          <DialogDescription>
            {scenario?.status === 'completed'
              ? 'Saving changes sends the scenario back to draft and clears its results.'
              : 'Describe the question, pick its type and set the parameters. Run it to compute the results.'}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <ScenarioForm key={scenario?.id ?? 'new'} scenario={scenario} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ScenarioForm({ scenario, onDone }: { scenario?: Scenario; onDone: () => void }) {
  const idPrefix = useId();
  const create = useCreateScenario();
  const update = useUpdateScenario();
  const form = useForm<ScenarioFormState>({ resolver, defaultValues: scenarioFormDefaults(scenario) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const payload = toScenarioPayload(values, scenario?.revision);
    try {
      if (scenario) {
        await update.mutateAsync({ id: scenario.id, payload });
        toast({ title: 'Success', description: 'Scenario updated successfully' });
      } else {
        await create.mutateAsync(payload);
        toast({ title: 'Success', description: 'Scenario created successfully' });
      }
      onDone();
    } catch (error) {
      const fallback = scenario ? 'Failed to update scenario' : 'Failed to create scenario';
      const { message, fieldErrors } = readApiError(error, fallback);
      for (const [field, messages] of Object.entries(fieldErrors)) {
        if (messages[0]) form.setError(field as FieldPath<ScenarioFormState>, { message: messages[0] });
      }
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${idPrefix}-name`}
          label="Name"
          error={errors.name?.message}
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} {...form.register('name')} />}
        </FormField>
        <FormField
          id={`${idPrefix}-description`}
          label="Description"
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          {(control) => <Textarea rows={2} {...control} {...form.register('description')} />}
        </FormField>
        <SelectField
          form={form}
          name="type"
          id={`${idPrefix}-type`}
          label="Type"
          options={TYPE_OPTIONS}
          placeholder="Select type"
          error={errors.type?.message}
          hint={SCENARIO_TYPE_INFO[form.watch('type')]?.question}
        />
      </div>
      <ParameterFieldsFor form={form} idPrefix={idPrefix} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {scenario ? 'Save Changes' : 'Create Scenario'}
        </Button>
      </DialogFooter>
    </form>
  );
}
