import type { ReactNode } from 'react';
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import type { ScenarioFormState } from '../lib/form-values.ts';

export interface Option {
  value: string;
  label: string;
}

/** A labelled picker bound to one form field; an empty value shows the placeholder. */
export function SelectField({
  form,
  name,
  id,
  label,
  options,
  placeholder,
  error,
  hint,
  onChange,
}: {
  form: UseFormReturn<ScenarioFormState>;
  name: FieldPath<ScenarioFormState>;
  id: string;
  label: ReactNode;
  options: readonly Option[];
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  onChange?: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select
              value={String(field.value ?? '')}
              onValueChange={(value) => {
                field.onChange(value);
                onChange?.(value);
              }}
            >
              <SelectTrigger ref={field.ref} {...control}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
