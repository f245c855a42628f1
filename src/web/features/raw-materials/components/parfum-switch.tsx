import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import type { RawMaterialFormState } from '../lib/raw-material-form-values.ts';

/**
 * "Declared as Parfum" (ADR 033): a raw material of any category whose whole content the label declares as
 * Parfum; a fragrance raw material always is.
 */
export function ParfumSwitch({ form, id }: { form: UseFormReturn<RawMaterialFormState>; id: string }) {
  const category = useWatch({ control: form.control, name: 'category' });
  const fragrance = category === 'fragrance';
  return (
    <div className="flex items-start justify-between gap-4 sm:col-span-2">
      <div className="space-y-1">
        <Label htmlFor={id}>Declared as Parfum</Label>
        <p id={`${id}-description`} className="text-muted-foreground text-xs">
          {fragrance
            ? 'A fragrance raw material is always perfume: the label declares all it carries as Parfum.'
            : 'On: the label declares all it carries as Parfum, naming only the allergens above the threshold.'}
        </p>
      </div>
      <Controller
        control={form.control}
        name="declaredAsParfum"
        render={({ field }) => (
          <Switch
            id={id}
            checked={fragrance || field.value === true}
            disabled={fragrance}
            onCheckedChange={field.onChange}
            aria-describedby={`${id}-description`}
          />
        )}
      />
    </div>
  );
}
