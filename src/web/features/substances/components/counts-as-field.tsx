import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Combobox } from '../../../components/ui/combobox.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSubstanceOptions } from '../api/list-substances.ts';
import type { SubstanceFormState } from '../lib/substance-form-values.ts';

/** The catalogue's substances but the one being edited (a substance cannot count as itself). */
function TargetPicker({
  label,
  value,
  exceptId,
  invalid,
  onPick,
}: {
  label: string;
  value: { substanceId: string; inciName: string };
  exceptId?: string;
  invalid: boolean;
  onPick: (picked: { substanceId: string; inciName: string }) => void;
}) {
  const [query, setQuery] = useState('');
  const found = useSubstanceOptions(query).data ?? [];
  return (
    <Combobox
      label={label}
      value={value.substanceId ? { value: value.substanceId, label: value.inciName } : null}
      options={found
        .filter((option) => option.id !== exceptId)
        .map((option) => ({ value: option.id, label: option.inciName }))}
      onQueryChange={setQuery}
      onChange={(option) => onPick({ substanceId: option.value, inciName: option.label })}
      invalid={invalid}
      placeholder="Search INCI name, synonym or CAS"
    />
  );
}

/**
 * "Counts as": the substances whose limits this one is counted against, each with its factor (retinyl palmitate
 * counts as retinol x 0.546).
 */
export function CountsAsField({
  form,
  idPrefix,
  substanceId,
}: {
  form: UseFormReturn<SubstanceFormState>;
  idPrefix: string;
  /** The substance being edited, left out of the picker. */
  substanceId?: string;
}) {
  const { control, register, setValue } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'countsAs' });
  const rows = useWatch({ control, name: 'countsAs' }) ?? [];
  const errors = form.formState.errors.countsAs;
  const rootError = errors?.message ?? errors?.root?.message;
  const hintId = `${idPrefix}-counts-as-hint`;

  return (
    <fieldset className="space-y-3 rounded-md border p-4 sm:col-span-2" aria-describedby={hintId}>
      <legend className="px-1 font-medium text-sm">Counts As</legend>
      <p id={hintId} className="text-muted-foreground text-xs">
        For limits, this substance counts as another one times a factor (retinyl palmitate as retinol x
        0.546).
      </p>
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
        const rowLabel = `Counts as ${index + 1}`;
        return (
          <div key={field.id} className="grid items-start gap-2 sm:grid-cols-[1fr_8rem_auto]">
            <div>
              <TargetPicker
                label={`${rowLabel} substance`}
                value={rows[index] ?? { substanceId: '', inciName: '' }}
                exceptId={substanceId}
                invalid={!!rowErrors?.substanceId}
                onPick={(picked) => {
                  setValue(`countsAs.${index}.substanceId`, picked.substanceId, { shouldDirty: true });
                  setValue(`countsAs.${index}.inciName`, picked.inciName, { shouldDirty: true });
                }}
              />
              <FieldError>{rowErrors?.substanceId?.message}</FieldError>
            </div>
            <div>
              <Input
                aria-label={`${rowLabel} factor`}
                type="number"
                inputMode="decimal"
                step="any"
                min="0"
                max="10"
                placeholder="Factor"
                aria-invalid={!!rowErrors?.factor}
                {...register(`countsAs.${index}.factor`)}
              />
              <FieldError>{rowErrors?.factor?.message}</FieldError>
            </div>
            <IconButton
              icon={Trash2}
              type="button"
              aria-label={`Remove ${rowLabel}`}
              onClick={() => remove(index)}
            />
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => append({ substanceId: '', inciName: '', factor: '' })}
      >
        <Plus aria-hidden="true" />
        Add substance to count as
      </Button>
      <FieldError>{rootError}</FieldError>
    </fieldset>
  );
}
