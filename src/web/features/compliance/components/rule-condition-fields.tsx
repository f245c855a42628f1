import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import type { RuleInput } from '../../../../domain/compliance/rule-schema.ts';
import {
  APPLICATION_AREA_LABELS,
  APPLICATION_AREAS,
  type ApplicationArea,
  PRODUCT_TYPES,
} from '../../../../domain/formulation/constants.ts';
import { USED_AS, USED_AS_LABELS, type UsedAs } from '../../../../domain/substance/constants.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { formatLabel } from '../../../lib/format.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import { EnumSelect } from './enum-select.tsx';
import type { RuleFormState } from './rule-form-values.ts';

/** "Any use" stands for no function-of-use condition (stored as none). */
const ANY = 'any';
const USED_AS_CHOICES = [ANY, ...USED_AS] as const;

/**
 * Where a rule applies: product types, application areas, and what the substance is used as (ADR 034: Annex V
 * on preservatives, VI on UV filters, IV on colourants).
 */
export function RuleConditionFields({
  form,
  id,
  ruleType,
  errors,
}: {
  form: UseFormReturn<RuleFormState, unknown, RuleInput>;
  id: string;
  ruleType: RuleFormState['ruleType'];
  errors: FieldErrors<RuleFormState>;
}) {
  return (
    <>
      <Controller
        control={form.control}
        name="productTypes"
        render={({ field }) => (
          <CheckboxGroup
            id={`${id}-pt`}
            legend="Product types"
            hint="None checked: every product type."
            values={PRODUCT_TYPES}
            label={formatLabel}
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="applicationAreas"
        render={({ field }) => (
          <CheckboxGroup
            id={`${id}-areas`}
            legend="Application areas"
            hint={
              ruleType === 'conditional'
                ? 'Where the substance is allowed; anywhere else it is flagged.'
                : 'None checked: every application area.'
            }
            values={APPLICATION_AREAS}
            label={(value) => APPLICATION_AREA_LABELS[value as ApplicationArea]}
            checked={field.value}
            onChange={field.onChange}
            error={errors.applicationAreas?.message}
          />
        )}
      />
      {ruleType !== 'missing_inci' && (
        <FormField
          id={`${id}-usedAs`}
          label="Used as"
          error={errors.usedAs?.message}
          hint="Counts only the substance used this way in the raw materials (a preservative, a UV filter, a colourant)."
        >
          <Controller
            control={form.control}
            name="usedAs"
            render={({ field }) => (
              <EnumSelect
                id={`${id}-usedAs`}
                value={field.value || ANY}
                onChange={(value) => field.onChange(value === ANY ? '' : value)}
                values={USED_AS_CHOICES}
                label={(value) => (value === ANY ? 'Any use' : USED_AS_LABELS[value as UsedAs])}
                placeholder="Any use"
                error={errors.usedAs?.message}
              />
            )}
          />
        </FormField>
      )}
    </>
  );
}
