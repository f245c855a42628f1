import { MoveDown, MoveUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { FormulationForm } from '../lib/form-values.ts';
import { emptyStep, nextPhase } from '../lib/procedure-values.ts';

/**
 * The version's procedure (ADR 049): phases in order (a letter and a name), each with its steps in order
 * (instruction, °C, rpm, minutes, checkpoint). Lines are put in a phase on the Details tab.
 */
export function ProcedureFields({ form, idPrefix }: { form: FormulationForm; idPrefix: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'phases' });
  const listError = form.formState.errors.phases?.message ?? form.formState.errors.phases?.root?.message;
  return (
    <section aria-label="Procedure" className="space-y-4">
      {fields.length === 0 && (
        <p className="text-muted-foreground text-sm">
          No phases yet. Add the first phase, then put each ingredient line in its phase on the Details tab.
        </p>
      )}
      {fields.map((field, index) => (
        <PhaseCard
          key={field.id}
          form={form}
          index={index}
          idPrefix={`${idPrefix}-phase-${field.id}`}
          onRemove={() => remove(index)}
        />
      ))}
      {listError && <p className="text-error-ink text-sm">{listError}</p>}
      <Button variant="outline" size="sm" onClick={() => append(nextPhase(form.getValues('phases')))}>
        <Plus aria-hidden="true" />
        Add Phase
      </Button>
    </section>
  );
}

function PhaseCard({
  form,
  index,
  idPrefix,
  onRemove,
}: {
  form: FormulationForm;
  index: number;
  idPrefix: string;
  onRemove: () => void;
}) {
  const steps = useFieldArray({ control: form.control, name: `phases.${index}.steps` });
  const errors = form.formState.errors.phases?.[index];
  const n = index + 1;
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 font-medium text-sm">Phase {n}</legend>
      <div className="grid gap-3 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:items-end">
        <FormField id={`${idPrefix}-code`} label={`Phase ${n} letter`} error={errors?.code?.message}>
          {(control) => <Input maxLength={1} {...control} {...form.register(`phases.${index}.code`)} />}
        </FormField>
        <FormField id={`${idPrefix}-name`} label={`Phase ${n} name`} error={errors?.name?.message}>
          {(control) => (
            <Input placeholder="Water phase" {...control} {...form.register(`phases.${index}.name`)} />
          )}
        </FormField>
        <IconButton icon={Trash2} aria-label={`Remove phase ${n}`} onClick={onRemove} />
      </div>
      <ol className="space-y-3">
        {steps.fields.map((step, stepIndex) => {
          const label = `Phase ${n} step ${stepIndex + 1}`;
          const stepErrors = errors?.steps?.[stepIndex];
          const id = (name: string) => `${idPrefix}-step-${step.id}-${name}`;
          const path = `phases.${index}.steps.${stepIndex}` as const;
          return (
            <li key={step.id} className="space-y-2 rounded-md bg-muted p-3">
              <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
                <FormField
                  id={id('instruction')}
                  label={`${label} instruction`}
                  error={stepErrors?.instruction?.message}
                >
                  {(control) => <Input {...control} {...form.register(`${path}.instruction`)} />}
                </FormField>
                <div className="flex items-end gap-1">
                  <IconButton
                    icon={MoveUp}
                    aria-label={`Move ${label} up`}
                    disabled={stepIndex === 0}
                    onClick={() => steps.move(stepIndex, stepIndex - 1)}
                  />
                  <IconButton
                    icon={MoveDown}
                    aria-label={`Move ${label} down`}
                    disabled={stepIndex === steps.fields.length - 1}
                    onClick={() => steps.move(stepIndex, stepIndex + 1)}
                  />
                  <IconButton
                    icon={Trash2}
                    aria-label={`Remove ${label}`}
                    onClick={() => steps.remove(stepIndex)}
                  />
                </div>
              </div>
              <div className="grid gap-2 sm:grid-cols-4">
                {(
                  [
                    ['temperatureC', 'Temperature (°C)'],
                    ['mixingRpm', 'Mixing (rpm)'],
                    ['minutes', 'Minutes'],
                    ['checkpoint', 'Checkpoint'],
                  ] as const
                ).map(([name, title]) => (
                  <FormField
                    key={name}
                    id={id(name)}
                    label={`${label} ${title.toLowerCase()}`}
                    error={stepErrors?.[name]?.message}
                  >
                    {(control) => (
                      <Input
                        inputMode={name === 'checkpoint' ? 'text' : 'decimal'}
                        placeholder={name === 'checkpoint' ? 'pH 5.0-5.5' : undefined}
                        {...control}
                        {...form.register(`${path}.${name}`)}
                      />
                    )}
                  </FormField>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="outline" size="sm" onClick={() => steps.append(emptyStep())}>
        <Plus aria-hidden="true" />
        {`Add step to phase ${n}`}
      </Button>
    </fieldset>
  );
}
