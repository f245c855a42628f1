import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { statusLabel } from '../../../../domain/formulation/statuses.ts';
import { RAW_MATERIAL_CATEGORIES } from '../../../../domain/raw-material/constants.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { formatLabel } from '../../../lib/format.ts';
import {
  useFormulationOptions,
  useRawMaterialOptions,
  useSupplierOptions,
} from '../api/get-picker-options.ts';
import type { ParameterFields, ScenarioFormState } from '../lib/form-values.ts';
import { type Option, SelectField } from './select-field.tsx';

type Form = UseFormReturn<ScenarioFormState>;
type NumberKey = {
  [K in keyof ParameterFields]: ParameterFields[K] extends string ? K : never;
}[keyof ParameterFields];

interface FieldsProps {
  form: Form;
  idPrefix: string;
}

const errorOf = (form: Form, key: keyof ParameterFields) =>
  form.formState.errors.parameters?.[key]?.message as string | undefined;

function NumberInput({
  form,
  idPrefix,
  name,
  label,
  hint,
  step = 'any',
}: FieldsProps & { name: NumberKey; label: ReactNode; hint?: ReactNode; step?: string }) {
  return (
    <FormField id={`${idPrefix}-${name}`} label={label} error={errorOf(form, name)} hint={hint}>
      {(control) => (
        <Input
          type="number"
          inputMode="decimal"
          step={step}
          {...control}
          {...form.register(`parameters.${name}`)}
        />
      )}
    </FormField>
  );
}

function Picker({
  form,
  idPrefix,
  name,
  label,
  options,
  placeholder,
  onChange,
}: FieldsProps & {
  name: keyof ParameterFields;
  label: string;
  options: readonly Option[];
  placeholder: string;
  onChange?: (value: string) => void;
}) {
  return (
    <SelectField
      form={form}
      name={`parameters.${name}`}
      id={`${idPrefix}-${name}`}
      label={label}
      options={options}
      placeholder={placeholder}
      error={errorOf(form, name)}
      onChange={onChange}
    />
  );
}

function FormulationPicker(props: FieldsProps) {
  const formulations = useFormulationOptions();
  const options = (formulations.data ?? []).map((f) => ({
    value: f.id,
    label: `${f.name} v${f.version} (${statusLabel(f.status)})`,
  }));
  return (
    <Picker
      {...props}
      name="formulationId"
      label="Formulation"
      options={options}
      placeholder="Select formulation"
    />
  );
}

function RawMaterialPicker({ name, ...props }: FieldsProps & { name: 'ingredientId' | 'targetId' }) {
  const rawMaterials = useRawMaterialOptions();
  const options = (rawMaterials.data ?? []).map((i) => ({
    value: i.id,
    label: `${i.name} (${formatLabel(i.category)})`,
  }));
  return (
    <Picker {...props} name={name} label="Ingredient" options={options} placeholder="Select ingredient" />
  );
}

function SupplierPicker(props: FieldsProps) {
  const suppliers = useSupplierOptions();
  const options = (suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  return (
    <Picker {...props} name="targetId" label="Supplier" options={options} placeholder="Select supplier" />
  );
}

const CATEGORY_OPTIONS = RAW_MATERIAL_CATEGORIES.map((c) => ({ value: c, label: formatLabel(c) }));
const TARGET_OPTIONS = [
  { value: 'ingredient', label: 'One ingredient' },
  { value: 'category', label: 'An ingredient category' },
  { value: 'supplier', label: 'Everything from a supplier' },
];
const CHANGE_OPTIONS = [
  { value: 'ban', label: 'Ban' },
  { value: 'cap', label: 'Cap (maximum concentration)' },
];

function MarketAnalysisFields(props: FieldsProps) {
  return (
    <>
      <FormulationPicker {...props} />
      <NumberInput {...props} name="targetPrice" label="Target price (USD per unit)" step="0.01" />
      <NumberInput {...props} name="yearlyVolume" label="Yearly volume (units)" step="1" />
    </>
  );
}

function CostOptimizationFields(props: FieldsProps) {
  const { form, idPrefix } = props;
  const target = useWatch({ control: form.control, name: 'parameters.target' });
  const switchId = `${idPrefix}-supplierSwitch`;
  return (
    <>
      <Picker
        {...props}
        name="target"
        label="Price change applies to"
        options={TARGET_OPTIONS}
        placeholder="Select target"
        onChange={() => form.setValue('parameters.targetId', '')}
      />
      {target === 'category' ? (
        <Picker
          {...props}
          name="category"
          label="Category"
          options={CATEGORY_OPTIONS}
          placeholder="Select category"
        />
      ) : target === 'supplier' ? (
        <SupplierPicker {...props} />
      ) : (
        <RawMaterialPicker {...props} name="targetId" />
      )}
      <NumberInput
        {...props}
        name="priceChangePercent"
        label="Price change (%)"
        hint="Negative for a saving, e.g. -8"
      />
      <NumberInput {...props} name="yearlyVolume" label="Yearly volume per formulation (units)" step="1" />
      <div className="flex items-center gap-2 sm:col-span-2">
        <Controller
          control={form.control}
          name="parameters.supplierSwitch"
          render={({ field }) => (
            <Switch id={switchId} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <Label htmlFor={switchId}>The new price needs a new source to be qualified (supplier switch)</Label>
      </div>
    </>
  );
}

function CompetitorResponseFields(props: FieldsProps) {
  return (
    <>
      <FormulationPicker {...props} />
      <NumberInput
        {...props}
        name="competitorPriceChangePercent"
        label="Competitor price change (%)"
        hint="e.g. -15 for a 15 % cut"
      />
      <NumberInput
        {...props}
        name="ourPrice"
        label="Our current price (USD, optional)"
        step="0.01"
        hint="Empty: the price at the formulation's target margin"
      />
      <NumberInput {...props} name="maxPriceGapPercent" label="Stay within (% above the competitor)" />
      <NumberInput {...props} name="yearlyVolume" label="Yearly volume (units)" step="1" />
    </>
  );
}

function RegulatoryChangeFields(props: FieldsProps) {
  const change = useWatch({ control: props.form.control, name: 'parameters.change' });
  return (
    <>
      <RawMaterialPicker {...props} name="ingredientId" />
      <Picker {...props} name="change" label="Change" options={CHANGE_OPTIONS} placeholder="Select change" />
      {change === 'cap' && <NumberInput {...props} name="capPercent" label="Maximum concentration (% w/w)" />}
      <NumberInput
        {...props}
        name="reformulationCost"
        label="Reformulation cost per formulation (USD)"
        step="1"
      />
    </>
  );
}

/** The chosen type's parameters, with pickers for the records they refer to. */
export function ParameterFieldsFor(props: FieldsProps) {
  const type = useWatch({ control: props.form.control, name: 'type' });
  const fields = {
    market_analysis: MarketAnalysisFields,
    cost_optimization: CostOptimizationFields,
    competitor_response: CompetitorResponseFields,
    regulatory_change: RegulatoryChangeFields,
  }[type];
  const Fields = fields ?? MarketAnalysisFields;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-sm">Parameters</legend>
      <Fields {...props} />
    </fieldset>
  );
}
