import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import {
  defaultApplicationArea,
  defaultExposure,
  FORM_STATUSES,
  MAX_TARGET_MARGIN,
  PRODUCT_TYPES,
  SKIN_TYPES,
  statusLabel,
} from '../../../../domain/formulation/constants.ts';
import { draftCost, ouncesFromPercent } from '../../../../domain/formulation/draft-cost.ts';
import {
  type FormulationInput,
  formulationInputSchema,
} from '../../../../domain/formulation/formulation-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
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
import type { IngredientOption } from '../api/get-ingredient-options.ts';
import type { FormulationFormState } from '../form-values.ts';
import { IngredientLines } from './ingredient-lines.tsx';
import { LiveTotals } from './live-totals.tsx';
import { UseContextFields } from './use-context-fields.tsx';

export type FormulationForm = UseFormReturn<FormulationFormState, unknown, FormulationInput>;

// The shared schema validates what the inputs hold (text); its output is the parsed FormulationInput. The
// form's own type is text-only and carries each line's % entry, which the schema drops.
const resolver = zodResolver(formulationInputSchema) as unknown as Resolver<
  FormulationFormState,
  unknown,
  FormulationInput
>;

const NO_SKIN_TYPE = 'none';

interface FormulationFormProps {
  /** Prefix of the controls' ids (two forms may be mounted while a dialog closes). */
  idPrefix: string;
  defaultValues: FormulationFormState;
  ingredients: readonly IngredientOption[];
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (input: FormulationInput, form: FormulationForm) => Promise<void>;
  onCancel: () => void;
  /** A new formulation: its product type and name suggest where and how it is used until the user picks. */
  suggestUse?: boolean;
}

/** The create and edit form of spec §5, with live costs from the domain's cost engine. */
export function FormulationFormView({
  idPrefix,
  defaultValues,
  ingredients,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  suggestUse = false,
}: FormulationFormProps) {
  const form = useForm<FormulationFormState, unknown, FormulationInput>({ resolver, defaultValues });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const [byPercent, setByPercent] = useState(false);
  const values = useWatch({ control: form.control }) as FormulationFormState;
  const prices = useMemo(() => new Map(ingredients.map((i) => [i.id, i])), [ingredients]);
  const live = draftCost(
    {
      batchSize: values.batchSize,
      unitSize: values.unitSize,
      targetMargin: values.targetMargin,
      lines: (values.ingredients ?? []).map((line) => ({
        ingredientId: line?.ingredientId ?? '',
        ounces: line?.ounces,
      })),
    },
    prices,
    MAX_TARGET_MARGIN,
  );
  const id = (name: string) => `${idPrefix}-${name}`;

  // Lines entered as % w/w follow the batch size: ounces = % x batch / 100.
  const onBatchSizeChange = (batchSize: string) => {
    if (!byPercent) return;
    form.getValues('ingredients').forEach((line, index) => {
      form.setValue(`ingredients.${index}.ounces`, ouncesFromPercent(line.percent, batchSize), {
        shouldValidate: isSubmitted,
      });
    });
  };

  const submit = form.handleSubmit(async (input) => {
    // The spec's payload carries each line's cost; the server recomputes it with current prices.
    const ingredientsWithCost = input.ingredients.map((line, index) => ({
      ...line,
      cost: live.lines[index]?.cost,
    }));
    await onSubmit({ ...input, ingredients: ingredientsWithCost }, form);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
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
                <SelectTrigger
                  {...fieldProps(id('productType'), errors.productType?.message)}
                  ref={field.ref}
                >
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
            {...form.register('batchSize', { onChange: (event) => onBatchSizeChange(event.target.value) })}
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

      <IngredientLines
        idPrefix={idPrefix}
        form={form}
        ingredients={ingredients}
        live={live}
        byPercent={byPercent}
        onByPercentChange={setByPercent}
      />

      <LiveTotals live={live} batchSize={values.batchSize} />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
