import { type UseFormReturn, useWatch } from 'react-hook-form';
import { isVolumeUnit } from '../../../../domain/raw-material/constants.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { RawMaterialFormState } from '../lib/raw-material-form-values.ts';

/**
 * The raw material's density (docs/product-rules.md, "Costs and units"): a volume unit is priced by its weight, volume x density. Empty means
 * "not entered": the cost is computed at the assumed 1 g/mL, and the hint says so for a volume unit.
 */
export function DensityField({ form, id }: { form: UseFormReturn<RawMaterialFormState>; id: string }) {
  const [unit, density] = useWatch({ control: form.control, name: ['unit', 'density'] });
  const volume = isVolumeUnit(unit);
  const hint = volume
    ? density.trim()
      ? `A ${unit} is weighed at ${density.trim()} g/mL.`
      : `Assumed 1 g/mL until set: a ${unit} is priced as if it weighed like water.`
    : 'Only used for volume units (fl oz, gal, mL, L).';
  return (
    <FormField id={id} label="Density (g/mL)" error={form.formState.errors.density?.message} hint={hint}>
      {(aria) => (
        <Input
          {...aria}
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          placeholder="1 (assumed)"
          {...form.register('density')}
        />
      )}
    </FormField>
  );
}
