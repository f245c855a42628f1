import { Controller, useFormState, useWatch } from 'react-hook-form';
import {
  APPLICATION_AREA_LABELS,
  APPLICATION_AREAS,
  EXPOSURE_LABELS,
  EXPOSURES,
} from '../../../../domain/formulation/constants.ts';
import { defaultIfraCategory, IFRA_CATEGORIES, IFRA_CATEGORY_LABELS } from '../../../../domain/ifra/ifra.ts';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import type { FormulationForm } from '../lib/form-values.ts';

/**
 * Where and how the product is used (docs/product-rules.md, "Compliance"): what the regulatory rules' conditions of use read. The form
 * suggests both from the product type and the name until the formulator picks them.
 */
export function UseContextFields({ form, id }: { form: FormulationForm; id: (name: string) => string }) {
  const { errors } = useFormState({ control: form.control });
  const [productType, area, exposure] = useWatch({
    control: form.control,
    name: ['productType', 'applicationArea', 'exposure'],
  });
  // Until the formulator picks one, the category the server will give it (ADR 063).
  const suggested = defaultIfraCategory(productType, area, exposure);
  return (
    <>
      <FormField
        id={id('applicationArea')}
        label="Application Area"
        error={errors.applicationArea?.message}
        hint="Where it is applied: conditions of use depend on it."
      >
        <Controller
          control={form.control}
          name="applicationArea"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger {...fieldProps(id('applicationArea'), errors.applicationArea?.message, true)}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {APPLICATION_AREAS.map((area) => (
                  <SelectItem key={area} value={area}>
                    {APPLICATION_AREA_LABELS[area]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormField
        id={id('exposure')}
        label="Exposure"
        error={errors.exposure?.message}
        hint="Rinse-off products are washed off after use."
      >
        <Controller
          control={form.control}
          name="exposure"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger {...fieldProps(id('exposure'), errors.exposure?.message, true)}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {EXPOSURES.map((exposure) => (
                  <SelectItem key={exposure} value={exposure}>
                    {EXPOSURE_LABELS[exposure]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormField
        id={id('ifraCategory')}
        label="IFRA Category"
        error={errors.ifraCategory?.message}
        hint="Which level of each perfume's IFRA certificate applies."
      >
        <Controller
          control={form.control}
          name="ifraCategory"
          render={({ field }) => (
            <Select value={field.value || suggested} onValueChange={field.onChange}>
              <SelectTrigger {...fieldProps(id('ifraCategory'), errors.ifraCategory?.message, true)}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {IFRA_CATEGORIES.map((category) => (
                  <SelectItem key={category} value={category}>
                    {category}: {IFRA_CATEGORY_LABELS[category]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
    </>
  );
}
