import { Controller, type UseFormReturn } from 'react-hook-form';
import { functionLabel, SUBSTANCE_FUNCTIONS } from '../../../../domain/substance/constants.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import type { SubstanceFormState } from '../lib/substance-form-values.ts';

/** What the substance does (the CosIng functions): any number of them, as checkboxes. */
export function FunctionsField({
  form,
  idPrefix,
}: {
  form: UseFormReturn<SubstanceFormState>;
  idPrefix: string;
}) {
  const error = form.formState.errors.functions;
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="font-medium text-sm">Functions</legend>
      <Controller
        control={form.control}
        name="functions"
        render={({ field }) => (
          <div className="grid max-h-48 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-md border p-3 sm:grid-cols-3">
            {SUBSTANCE_FUNCTIONS.map((value) => {
              const id = `${idPrefix}-function-${value}`;
              return (
                <div key={value} className="flex min-h-6 items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={field.value.includes(value)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true
                          ? [...field.value, value]
                          : field.value.filter((item) => item !== value),
                      )
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {functionLabel(value)}
                  </Label>
                </div>
              );
            })}
          </div>
        )}
      />
      <FieldError>{error?.message ?? error?.root?.message}</FieldError>
    </fieldset>
  );
}
