import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { RULE_EXPOSURES, RULE_TYPES, SEVERITIES } from '../../../../domain/compliance/constants.ts';
import {
  type RegulatoryRule,
  RULE_EXPOSURE_LABELS,
  RULE_TYPE_LABELS,
  type RuleInput,
  ruleInputSchema,
} from '../../../../domain/compliance/rule-schema.ts';
import { MARKET_CODES, MARKET_NAMES } from '../../../../domain/market/constants.ts';
import { Combobox } from '../../../components/ui/combobox.tsx';
import type { FormApi } from '../../../components/ui/form/form.tsx';
import { FormDialog } from '../../../components/ui/form/form-dialog.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatLabel } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSaveRule } from '../api/rules.ts';
import { useSubstanceSearch } from '../api/search-substances.ts';
import { notifySuccess } from '../lib/notify.ts';
import { EnumSelect } from './enum-select.tsx';
import { RuleConditionFields } from './rule-condition-fields.tsx';
import { initialRuleValues, type RuleFormState, ruleTypeUses } from './rule-form-values.ts';

interface RuleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rule?: RegulatoryRule;
}

/** "Add Rule" and "Edit Rule" of the rule library (regulatory staff, editors and administrators). */
export function RuleFormDialog({ open, onOpenChange, rule }: RuleFormDialogProps) {
  const save = useSaveRule();
  return (
    <FormDialog<RuleFormState, RuleInput>
      open={open}
      onOpenChange={onOpenChange}
      contentClassName="sm:max-w-2xl"
      title={rule ? 'Edit Rule' : 'Add Rule'}
      description="A rule names a substance; saving it re-checks every formulation it can affect."
      schema={ruleInputSchema}
      defaultValues={initialRuleValues(rule)}
      submitLabel={rule ? 'Save Changes' : 'Add Rule'}
      pendingLabel="Saving…"
      onSubmit={async (input) => {
        const saved = await save.mutateAsync({ id: rule?.id, input, revision: rule?.revision });
        notifySuccess(rule ? 'Rule updated' : 'Rule added', checksText(saved.checks));
      }}
      onError={(error, form) => notifyError(error, 'Failed to save rule', form)}
    >
      {(form) => <RuleFields form={form} />}
    </FormDialog>
  );
}

function checksText(checks: { checked: number; opened: number; resolved: number }) {
  return `Re-checked ${checks.checked} formulation${checks.checked === 1 ? '' : 's'}: ${checks.opened} alert${checks.opened === 1 ? '' : 's'} opened, ${checks.resolved} resolved.`;
}

function RuleFields({ form }: { form: FormApi<RuleFormState, RuleInput> }) {
  const id = useId();
  const { errors } = form.formState;
  const ruleType = useWatch({ control: form.control, name: 'ruleType' });
  const uses = ruleTypeUses(ruleType);
  const [query, setQuery] = useState('');
  const substances = useSubstanceSearch(query);

  const register = (name: keyof RuleFormState) => ({
    ...fieldProps(`${id}-${name}`, errors[name]?.message as string | undefined),
    ...form.register(name),
  });

  return (
    <>
      <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
        <Input {...register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-ruleType`} label="Rule type" error={errors.ruleType?.message}>
          <Controller
            control={form.control}
            name="ruleType"
            render={({ field }) => (
              <EnumSelect
                id={`${id}-ruleType`}
                value={field.value}
                onChange={field.onChange}
                values={RULE_TYPES}
                label={(value) => RULE_TYPE_LABELS[value]}
                placeholder="Select rule type"
                error={errors.ruleType?.message}
              />
            )}
          />
        </FormField>
        {uses.substance && (
          <FormField
            id={`${id}-substance`}
            label="Substance"
            error={errors.substanceId?.message}
            hint="What counts toward it includes every substance that counts as it."
          >
            <Controller
              control={form.control}
              name="substanceId"
              render={({ field }) => (
                <Combobox
                  id={`${id}-substance`}
                  label="Substance"
                  invalid={!!errors.substanceId}
                  placeholder="Search INCI name, synonym or CAS"
                  value={field.value ? { value: field.value, label: form.getValues('substanceName') } : null}
                  onChange={(option) => {
                    form.setValue('substanceName', option.label);
                    field.onChange(option.value);
                  }}
                  onQueryChange={setQuery}
                  options={(substances.data ?? []).map((substance) => ({
                    value: substance.id,
                    label: substance.inciName,
                    detail: substance.casNumbers.join(', ') || undefined,
                  }))}
                />
              )}
            />
          </FormField>
        )}
      </div>
      {uses.percent && (
        <FormField
          id={`${id}-maxPercent`}
          label={ruleType === 'allergen_label' ? 'Label threshold %' : 'Maximum %'}
          error={errors.maxPercent?.message}
          hint={
            ruleType === 'allergen_label'
              ? 'Empty: 0.001 % in leave-on, 0.01 % in rinse-off products'
              : 'Above this % w/w the formulation is flagged; exactly at it passes'
          }
        >
          <Input type="number" inputMode="decimal" step="any" min="0" max="100" {...register('maxPercent')} />
        </FormField>
      )}
      <RuleConditionFields form={form} id={id} ruleType={ruleType} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-exposure`} label="Exposure" error={errors.exposure?.message}>
          <Controller
            control={form.control}
            name="exposure"
            render={({ field }) => (
              <EnumSelect
                id={`${id}-exposure`}
                value={field.value}
                onChange={field.onChange}
                values={RULE_EXPOSURES}
                label={(value) => RULE_EXPOSURE_LABELS[value]}
                placeholder="Select exposure"
                error={errors.exposure?.message}
              />
            )}
          />
        </FormField>
        <FormField id={`${id}-severity`} label="Severity" error={errors.severity?.message}>
          <Controller
            control={form.control}
            name="severity"
            render={({ field }) => (
              <EnumSelect
                id={`${id}-severity`}
                value={field.value}
                onChange={field.onChange}
                values={SEVERITIES}
                label={formatLabel}
                placeholder="Select severity"
                error={errors.severity?.message}
              />
            )}
          />
        </FormField>
        <FormField id={`${id}-market`} label="Market" error={errors.market?.message}>
          <Controller
            control={form.control}
            name="market"
            render={({ field }) => (
              <EnumSelect
                id={`${id}-market`}
                value={field.value}
                onChange={field.onChange}
                values={MARKET_CODES}
                label={(value) => `${value} · ${MARKET_NAMES[value]}`}
                placeholder="Select market"
                error={errors.market?.message}
              />
            )}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-annexEntry`} label="Annex entry" error={errors.annexEntry?.message}>
          <Input placeholder="Annex III/98" {...register('annexEntry')} />
        </FormField>
        <FormField id={`${id}-reference`} label="Reference" error={errors.reference?.message}>
          <Input placeholder="Reg. (EU) 2021/850" {...register('reference')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-appliesFrom`} label="Applies from" error={errors.appliesFrom?.message}>
          <Input type="date" {...register('appliesFrom')} />
        </FormField>
        <FormField
          id={`${id}-placingBanFrom`}
          label="No placing on the market from"
          error={errors.placingBanFrom?.message}
        >
          <Input type="date" {...register('placingBanFrom')} />
        </FormField>
        <FormField
          id={`${id}-makingAvailableBanFrom`}
          label="No making available from"
          error={errors.makingAvailableBanFrom?.message}
        >
          <Input type="date" {...register('makingAvailableBanFrom')} />
        </FormField>
      </div>
      {uses.warning && (
        <FormField
          id={`${id}-warningText`}
          label="Warning text"
          error={errors.warningText?.message}
          hint="The label must carry it wherever the substance is present and the rule applies."
        >
          <Textarea rows={2} {...register('warningText')} />
        </FormField>
      )}
      {uses.warning && (
        <FormField
          id={`${id}-thresholdPercent`}
          label="Warning threshold %"
          error={errors.thresholdPercent?.message}
          hint="Empty: the warning applies whenever the substance is present; else only above this % w/w."
        >
          <Input
            type="number"
            inputMode="decimal"
            step="any"
            min="0"
            max="100"
            {...register('thresholdPercent')}
          />
        </FormField>
      )}
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Switch id={`${id}-active`} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <Label htmlFor={`${id}-active`}>Active</Label>
      </div>
    </>
  );
}
