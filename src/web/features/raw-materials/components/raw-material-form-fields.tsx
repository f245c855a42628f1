import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  QUALITY_GRADES,
  RAW_MATERIAL_CATEGORIES,
  RAW_MATERIAL_UNITS,
} from '../../../../domain/raw-material/constants.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatLabel } from '../../../lib/format.ts';
import { useSupplierOptions } from '../api/supplier-options.ts';
import type { RawMaterialFormState } from '../lib/raw-material-form-values.ts';
import { CompositionField } from './composition-field.tsx';
import { DensityField } from './density-field.tsx';
import { EnumSelect } from './enum-select.tsx';
import { IfraLimitsField } from './ifra-limits-field.tsx';
import { InciNameField } from './inci-name-field.tsx';
import { ParfumSwitch } from './parfum-switch.tsx';
import { RestrictionsField } from './restrictions-field.tsx';

const NO_SUPPLIER = 'none';
const labelled = (values: readonly string[]) => values.map((value) => ({ value, label: formatLabel(value) }));
const CATEGORY_OPTIONS = labelled(RAW_MATERIAL_CATEGORIES);
const GRADE_OPTIONS = labelled(QUALITY_GRADES);
const UNIT_OPTIONS = RAW_MATERIAL_UNITS.map((value) => ({ value, label: value }));

/** Spec: the edit form marks these with an asterisk although they are not enforced. */
function Marked({ text, marked }: { text: string; marked: boolean }) {
  return (
    <>
      {text}
      {marked && <span aria-hidden="true">*</span>}
    </>
  );
}

/**
 * Every field of the raw material (docs/product-rules.md, "The web app"), its density (docs/product-rules.md, "Costs and units"), its sustainability data (docs/product-rules.md, "Sustainability, analytics, exports")
 * and its composition (docs/product-rules.md, "Substances and the label").
 */
export function RawMaterialFormFields({
  form,
  idPrefix,
  editing,
}: {
  form: UseFormReturn<RawMaterialFormState>;
  idPrefix: string;
  editing: boolean;
}) {
  const { register, control } = form;
  const { errors } = form.formState;
  const suppliers = useSupplierOptions(true);
  const supplierOptions = [
    { value: NO_SUPPLIER, label: 'No supplier' },
    ...(suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name })),
  ];
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={id('name')} label="Name" error={errors.name?.message}>
        {(aria) => <Input {...aria} autoComplete="off" {...register('name')} />}
      </FormField>
      <InciNameField form={form} id={id('inci')} label={<Marked text="INCI Name" marked={editing} />} />
      <FormField
        id={id('description')}
        label="Description"
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        {(aria) => <Textarea {...aria} rows={2} {...register('description')} />}
      </FormField>
      <FormField id={id('category')} label="Category" error={errors.category?.message}>
        {(aria) => (
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <EnumSelect
                {...aria}
                value={field.value}
                onChange={field.onChange}
                options={CATEGORY_OPTIONS}
                placeholder="Select a category"
              />
            )}
          />
        )}
      </FormField>
      <ParfumSwitch form={form} id={id('declared-as-parfum')} />
      <IfraLimitsField form={form} idPrefix={idPrefix} />
      <FormField id={id('supplier')} label="Supplier" error={errors.supplierId?.message}>
        {(aria) => (
          <Controller
            control={control}
            name="supplierId"
            render={({ field }) => (
              <EnumSelect
                {...aria}
                value={field.value || NO_SUPPLIER}
                onChange={(value) => field.onChange(value === NO_SUPPLIER ? '' : value)}
                options={supplierOptions}
              />
            )}
          />
        )}
      </FormField>
      <FormField id={id('unit-cost')} label="Unit Cost ($)" error={errors.unitCost?.message}>
        {(aria) => (
          <Input
            {...aria}
            type="number"
            inputMode="decimal"
            min="0.000001"
            step="any"
            {...register('unitCost')}
          />
        )}
      </FormField>
      <FormField id={id('unit')} label="Unit" error={errors.unit?.message}>
        {(aria) => (
          <Controller
            control={control}
            name="unit"
            render={({ field }) => (
              <EnumSelect {...aria} value={field.value} onChange={field.onChange} options={UNIT_OPTIONS} />
            )}
          />
        )}
      </FormField>
      <DensityField form={form} id={id('density')} />
      <FormField id={id('grade')} label="Quality Grade" error={errors.qualityGrade?.message}>
        {(aria) => (
          <Controller
            control={control}
            name="qualityGrade"
            render={({ field }) => (
              <EnumSelect {...aria} value={field.value} onChange={field.onChange} options={GRADE_OPTIONS} />
            )}
          />
        )}
      </FormField>
      <FormField
        id={id('sustainability')}
        label="Sustainability Rating (1-100)"
        error={errors.sustainabilityRating?.message}
      >
        {(aria) => (
          <Input {...aria} type="number" min="1" max="100" step="1" {...register('sustainabilityRating')} />
        )}
      </FormField>
      <FormField id={id('shelf-life')} label="Shelf Life (months)" error={errors.shelfLifeMonths?.message}>
        {(aria) => (
          <Input {...aria} type="number" min="1" max="120" step="1" {...register('shelfLifeMonths')} />
        )}
      </FormField>
      <FormField
        id={id('storage')}
        label={<Marked text="Storage Conditions" marked={editing} />}
        error={errors.storageConditions?.message}
      >
        {(aria) => <Input {...aria} {...register('storageConditions')} />}
      </FormField>
      <FormField id={id('allergens')} label="Allergen Info" error={errors.allergenInfo?.message}>
        {(aria) => <Input {...aria} {...register('allergenInfo')} />}
      </FormField>
      <FormField
        id={id('restrictions')}
        label="Regulatory Restrictions"
        error={errors.regulatoryRestrictions?.message}
        className="sm:col-span-2"
      >
        {(aria) => (
          <Controller
            control={control}
            name="regulatoryRestrictions"
            render={({ field }) => (
              <RestrictionsField {...aria} value={field.value} onChange={field.onChange} />
            )}
          />
        )}
      </FormField>
      <fieldset className="grid gap-4 rounded-md border p-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="px-1 font-medium text-sm">Sustainability data</legend>
        <p className="text-muted-foreground text-xs sm:col-span-3">
          Leave a figure empty until there is data for it.
        </p>
        <FormField id={id('water')} label="Water (L/oz)" error={errors.waterLitersPerOz?.message}>
          {(aria) => (
            <Input
              {...aria}
              type="number"
              min="0"
              step="any"
              placeholder="No data yet"
              {...register('waterLitersPerOz')}
            />
          )}
        </FormField>
        <FormField id={id('carbon')} label="Carbon (kg CO2e/oz)" error={errors.carbonKgPerOz?.message}>
          {(aria) => (
            <Input
              {...aria}
              type="number"
              min="0"
              step="any"
              placeholder="No data yet"
              {...register('carbonKgPerOz')}
            />
          )}
        </FormField>
      </fieldset>
      <CompositionField form={form} idPrefix={idPrefix} />
    </div>
  );
}
