import { Controller } from 'react-hook-form';
import {
  defaultApplicationArea,
  defaultExposure,
  FORM_STATUSES,
  MAX_TARGET_MARGIN,
  PRODUCT_TYPES,
  SKIN_TYPES,
  statusLabel,
} from '../../../../domain/formulation/constants.ts';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { FormulationForm } from '../lib/form-values.ts';
import { MarketFields } from './market-fields.tsx';
import { UseContextFields } from './use-context-fields.tsx';

const NO_SKIN_TYPE = 'none';

/** The formulation's own fields on the form: name, description, type, status, where used, margin and sizes. */
export function FormulationDetailFields({
  form,
  id,
  suggestUse,
}: {
  form: FormulationForm;
  id: (name: string) => string;
  /** A new formulation: its product type and name suggest where and how it is used until the user picks. */
  suggestUse: boolean;
}) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={id('name')} label="Name" error={errors.name?.message} className="sm:col-span-2">
        <Input
          {...fieldProps(id('name'), errors.name?.message)}
          {...form.register('name', {
            // "Body Lotion", "Eye Gel": the name suggests where it is used until the formulator picks it.
            onChange: (event) => {
              if (suggestUse && !form.getFieldState('applicationArea').isDirty)
                form.setValue('applicationArea', defaultApplicationArea(event.target.value));
            },
          })}
        />
      </FormField>
      <FormField
        id={id('description')}
        label="Description"
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <Textarea
          rows={2}
          {...fieldProps(id('description'), errors.description?.message)}
          {...form.register('description')}
        />
      </FormField>
      <FormField id={id('productType')} label="Product Type" error={errors.productType?.message}>
        <Controller
          control={form.control}
          name="productType"
          render={({ field }) => (
            <Select
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                // A new product type suggests its exposure until the formulator picks one.
                if (suggestUse && !form.getFieldState('exposure').isDirty)
                  form.setValue('exposure', defaultExposure(value));
              }}
            >
              <SelectTrigger {...fieldProps(id('productType'), errors.productType?.message)} ref={field.ref}>
                <SelectValue placeholder="Select product type" />
              </SelectTrigger>
              <SelectContent>
                {PRODUCT_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {statusLabel(type)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormField id={id('targetSkinType')} label="Target Skin Type" error={errors.targetSkinType?.message}>
        <Controller
          control={form.control}
          name="targetSkinType"
          render={({ field }) => (
            <Select
              value={field.value || NO_SKIN_TYPE}
              onValueChange={(value) => field.onChange(value === NO_SKIN_TYPE ? '' : value)}
            >
              <SelectTrigger {...fieldProps(id('targetSkinType'), errors.targetSkinType?.message)}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_SKIN_TYPE}>Not specified</SelectItem>
                {SKIN_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {statusLabel(type)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormField id={id('status')} label="Status" error={errors.status?.message}>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger {...fieldProps(id('status'), errors.status?.message)}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {/* A rejected formulation keeps "Rejected" on offer, so saving it changes nothing else. */}
                {(form.formState.defaultValues?.status === 'rejected'
                  ? [...FORM_STATUSES, 'rejected']
                  : FORM_STATUSES
                ).map((status) => (
                  <SelectItem key={status} value={status}>
                    {statusLabel(status)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <UseContextFields form={form} id={id} />
      <MarketFields form={form} id={id} />
      <FormField
        id={id('targetMargin')}
        label="Target Margin (%)"
        error={errors.targetMargin?.message}
        hint={`0 to ${MAX_TARGET_MARGIN} %`}
      >
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_TARGET_MARGIN}
          step="0.01"
          {...fieldProps(id('targetMargin'), errors.targetMargin?.message)}
          {...form.register('targetMargin')}
        />
      </FormField>
      <FormField id={id('batchSize')} label="Batch Size (oz)" error={errors.batchSize?.message}>
        <Input
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          {...fieldProps(id('batchSize'), errors.batchSize?.message)}
          {...form.register('batchSize')}
        />
      </FormField>
      <FormField id={id('unitSize')} label="Unit Size (oz)" error={errors.unitSize?.message}>
        <Input
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          {...fieldProps(id('unitSize'), errors.unitSize?.message)}
          {...form.register('unitSize')}
        />
      </FormField>
    </div>
  );
}
