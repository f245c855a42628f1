import { Controller } from 'react-hook-form';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { fieldProps } from '../../../components/ui/form-field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import type { RawMaterialOption } from '../api/get-raw-material-options.ts';
import type { FormulationForm } from '../lib/form-values.ts';
import { money } from '../lib/format.ts';
import type { PhaseFormValues } from '../lib/procedure-values.ts';

interface LineSelectProps {
  form: FormulationForm;
  index: number;
  id: string;
  error: string | undefined;
}

/** A line's raw material, with its price per purchase unit. */
export function RawMaterialSelect({
  form,
  index,
  id,
  error,
  ingredients: rawMaterials,
}: LineSelectProps & { ingredients: readonly RawMaterialOption[] }) {
  return (
    <>
      <Controller
        control={form.control}
        name={`ingredients.${index}.ingredientId`}
        render={({ field: select }) => (
          <Select value={select.value} onValueChange={select.onChange}>
            <SelectTrigger
              ref={select.ref}
              aria-label={`Line ${index + 1} ingredient`}
              {...fieldProps(id, error)}
            >
              <SelectValue placeholder="Select ingredient" />
            </SelectTrigger>
            <SelectContent>
              {rawMaterials.map((rawMaterial) => (
                <SelectItem key={rawMaterial.id} value={rawMaterial.id}>
                  {rawMaterial.name} ({money(rawMaterial.unitCost, 3)}/{rawMaterial.unit})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </>
  );
}

const NO_PHASE = 'none';

/** The phase a line is added in, among the procedure's phases. */
export function PhaseSelect({
  form,
  index,
  id,
  error,
  phases,
}: LineSelectProps & { phases: readonly PhaseFormValues[] }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="font-normal">{`Line ${index + 1} phase`}</Label>
      <Controller
        control={form.control}
        name={`ingredients.${index}.phase`}
        render={({ field: select }) => (
          <Select
            value={select.value || NO_PHASE}
            onValueChange={(value) => select.onChange(value === NO_PHASE ? '' : value)}
          >
            <SelectTrigger ref={select.ref} className="h-8 w-48" {...fieldProps(id, error)}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_PHASE}>No phase</SelectItem>
              {phases
                .filter((phase) => phase.code)
                .map((phase) => (
                  <SelectItem key={phase.code} value={phase.code.toUpperCase()}>
                    {phase.code.toUpperCase()} - {phase.name || 'Unnamed'}
                  </SelectItem>
                ))}
            </SelectContent>
          </Select>
        )}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
