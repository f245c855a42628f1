import { Plus, Trash2 } from 'lucide-react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { IFRA_CATEGORIES, IFRA_CATEGORY_LABELS } from '../../../../domain/ifra/ifra.ts';
import { isPerfumeMaterial } from '../../../../domain/substance/constants.ts';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { RawMaterialFormState } from '../lib/raw-material-form-values.ts';
import { EnumSelect } from './enum-select.tsx';

const CATEGORY_OPTIONS = IFRA_CATEGORIES.map((category) => ({
  value: category,
  label: `${category}: ${IFRA_CATEGORY_LABELS[category]}`,
}));

/**
 * A perfume raw material's levels from its IFRA certificate (ADR 063): one maximum % per product category. Shown
 * for perfume only (a fragrance, or declared as Parfum): the IFRA check reads no other raw material's.
 */
export function IfraLimitsField({
  form,
  idPrefix,
}: {
  form: UseFormReturn<RawMaterialFormState>;
  idPrefix: string;
}) {
  const { control, register } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'ifraLimits' });
  const [category, declared] = useWatch({ control, name: ['category', 'declaredAsParfum'] });
  const errors = form.formState.errors.ifraLimits;
  if (!isPerfumeMaterial(category ?? '', declared === true)) return null;
  return (
    <fieldset
      className="space-y-3 rounded-md border p-4 sm:col-span-2"
      aria-describedby={`${idPrefix}-ifra-hint`}
    >
      <legend className="px-1 font-medium text-sm">IFRA Limits</legend>
      <p id={`${idPrefix}-ifra-hint`} className="text-muted-foreground text-xs">
        From the perfume's IFRA certificate: the most it may be used at in a product of each category, % w/w.
        A formulation using it above its category's level gets a high compliance finding.
      </p>
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
        const rowLabel = `IFRA limit ${index + 1}`;
        return (
          <div key={field.id} className="grid items-start gap-2 sm:grid-cols-[1fr_9rem_auto]">
            <div>
              <Controller
                control={control}
                name={`ifraLimits.${index}.category`}
                render={({ field: categoryField }) => (
                  <EnumSelect
                    id={`${idPrefix}-ifra-${index}-category`}
                    aria-label={`${rowLabel} category`}
                    aria-invalid={!!rowErrors?.category}
                    value={categoryField.value}
                    onChange={categoryField.onChange}
                    options={CATEGORY_OPTIONS}
                    placeholder="Select a category"
                  />
                )}
              />
              <FieldError>{rowErrors?.category?.message}</FieldError>
            </div>
            <div>
              <Input
                id={`${idPrefix}-ifra-${index}-max`}
                aria-label={`${rowLabel} maximum %`}
                aria-invalid={!!rowErrors?.maxPercent}
                type="number"
                inputMode="decimal"
                step="any"
                placeholder="Max %"
                {...register(`ifraLimits.${index}.maxPercent`)}
              />
              <FieldError>{rowErrors?.maxPercent?.message}</FieldError>
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
        onClick={() => append({ category: '', maxPercent: '' })}
      >
        <Plus aria-hidden="true" />
        Add IFRA limit
      </Button>
      <FieldError>{errors?.message ?? errors?.root?.message}</FieldError>
    </fieldset>
  );
}
