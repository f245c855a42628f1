import { Controller, type UseFormReturn } from 'react-hook-form';
import { CERTIFICATIONS } from '../../../../domain/supplier/constants.ts';
import { certificationLabel } from '../../../../domain/supplier/supplier-display.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { SupplierFormState } from '../lib/supplier-form-values.ts';

/** The supplier form (docs/product-rules.md, "Supply"): its fields, hints and messages. */
export function SupplierFormFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<SupplierFormState>;
  idPrefix: string;
}) {
  const { register, control } = form;
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={id('name')} label="Name" error={errors.name?.message} className="sm:col-span-2">
        {(aria) => <Input {...aria} autoComplete="organization" {...register('name')} />}
      </FormField>
      <FormField id={id('email')} label="Contact Email" error={errors.contactEmail?.message}>
        {(aria) => <Input {...aria} type="email" autoComplete="email" {...register('contactEmail')} />}
      </FormField>
      <FormField id={id('phone')} label="Contact Phone" error={errors.contactPhone?.message}>
        {(aria) => <Input {...aria} type="tel" autoComplete="tel" {...register('contactPhone')} />}
      </FormField>
      <FormField id={id('address')} label="Address" error={errors.address?.message} className="sm:col-span-2">
        {(aria) => <Textarea {...aria} rows={2} {...register('address')} />}
      </FormField>
      <FormField id={id('country')} label="Country" error={errors.country?.message}>
        {(aria) => <Input {...aria} autoComplete="country-name" {...register('country')} />}
      </FormField>
      <FormField id={id('website')} label="Website" error={errors.website?.message}>
        {(aria) => <Input {...aria} type="url" placeholder="https://" {...register('website')} />}
      </FormField>
      <FormField id={id('rating')} label="Rating (0-5)" error={errors.rating?.message}>
        {(aria) => <Input {...aria} type="number" min="0" max="5" step="0.1" {...register('rating')} />}
      </FormField>
      <FormField
        id={id('sustainability')}
        label="Sustainability Score (0-100)"
        error={errors.sustainabilityScore?.message}
      >
        {(aria) => (
          <Input {...aria} type="number" min="0" max="100" step="1" {...register('sustainabilityScore')} />
        )}
      </FormField>
      <FormField id={id('lead-time')} label="Lead Time (days)" error={errors.leadTimedays?.message}>
        {(aria) => <Input {...aria} type="number" min="0" step="1" {...register('leadTimedays')} />}
      </FormField>
      <FormField
        id={id('minimum-order')}
        label="Minimum Order Value ($)"
        error={errors.minimumOrderValue?.message}
      >
        {(aria) => <Input {...aria} type="number" min="0" step="0.01" {...register('minimumOrderValue')} />}
      </FormField>
      <fieldset className="space-y-3 sm:col-span-2">
        <legend className="font-medium text-sm">Certifications</legend>
        <Controller
          control={control}
          name="certifications"
          render={({ field }) => (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {CERTIFICATIONS.map((certification) => {
                const checkboxId = id(`cert-${certification}`);
                const checked = field.value.includes(certification);
                return (
                  <div key={certification} className="flex items-center gap-2">
                    <Checkbox
                      id={checkboxId}
                      checked={checked}
                      onCheckedChange={(next) =>
                        field.onChange(
                          next === true
                            ? CERTIFICATIONS.filter((c) => c === certification || field.value.includes(c))
                            : field.value.filter((c) => c !== certification),
                        )
                      }
                    />
                    <Label htmlFor={checkboxId} className="font-normal">
                      {certificationLabel(certification)}
                    </Label>
                  </div>
                );
              })}
            </div>
          )}
        />
        <FieldError>{errors.certifications?.message}</FieldError>
      </fieldset>
    </div>
  );
}
