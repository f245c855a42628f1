import { useId } from 'react';
import { SCENARIO_TYPE_INFO, SCENARIO_TYPES } from '../../../../domain/scenario/constants.ts';
import { type Scenario, scenarioInputSchema } from '../../../../domain/scenario/scenario-schema.ts';
import type { FormApi } from '../../../components/ui/form/form.tsx';
import { FormDialog } from '../../../components/ui/form/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateScenario, useUpdateScenario } from '../api/scenario-mutations.ts';
import { type ScenarioFormState, scenarioFormDefaults, toScenarioPayload } from '../lib/form-values.ts';
import { ParameterFieldsFor } from './parameter-fields.tsx';
import { SelectField } from './select-field.tsx';

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
  const create = useCreateScenario();
  const update = useUpdateScenario();
  return (
    <FormDialog<ScenarioFormState>
      open={open}
      onOpenChange={onOpenChange}
      contentClassName="sm:max-w-2xl"
      formClassName="space-y-6"
      title={scenario ? 'Edit Scenario' : 'New Scenario'}
      description={
        scenario?.status === 'completed'
          ? 'Saving changes sends the scenario back to draft and clears its results.'
          : 'Describe the question, pick its type and set the parameters. Run it to compute the results.'
      }
      formKey={scenario?.id ?? 'new'}
      schema={scenarioInputSchema}
      toPayload={(values) => toScenarioPayload(values)}
      defaultValues={scenarioFormDefaults(scenario)}
      submitLabel={scenario ? 'Save Changes' : 'Create Scenario'}
      onSubmit={async (values) => {
        const payload = toScenarioPayload(values, scenario?.revision);
        if (scenario) {
          await update.mutateAsync({ id: scenario.id, payload });
          toast({ title: 'Success', description: 'Scenario updated successfully' });
        } else {
          await create.mutateAsync(payload);
          toast({ title: 'Success', description: 'Scenario created successfully' });
        }
      }}
      onError={(error, form) =>
        notifyError(error, scenario ? 'Failed to update scenario' : 'Failed to create scenario', form)
      }
    >
      {(form) => <ScenarioFields form={form} />}
    </FormDialog>
  );
}

function ScenarioFields({ form }: { form: FormApi<ScenarioFormState> }) {
  const idPrefix = useId();
  const { errors } = form.formState;
  return (
    <>
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
    </>
  );
}
