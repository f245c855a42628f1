import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  RULE_SCOPES,
  RULE_TYPES,
  type RuleScope,
  type RuleType,
  SEVERITIES,
  type Severity,
} from '../../../../domain/compliance/constants.ts';
import {
  type RegulatoryRule,
  RULE_SCOPE_LABELS,
  RULE_TYPE_LABELS,
  type RuleInput,
  ruleInputSchema,
} from '../../../../domain/compliance/rule-schema.ts';
import { PRODUCT_TYPES } from '../../../../domain/formulation/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatLabel } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSaveRule } from '../api/rules.ts';
import { notifySuccess } from '../notify.ts';

interface RuleFormState {
  name: string;
  ruleType: RuleType | '';
  substance: string;
  maxPercent: string;
  productTypes: string[];
  scope: RuleScope;
  region: string;
  severity: Severity | '';
  reference: string;
  warningText: string;
  isActive: boolean;
}

const resolver = zodResolver(ruleInputSchema) as unknown as Resolver<RuleFormState, unknown, RuleInput>;

function initialValues(rule?: RegulatoryRule): RuleFormState {
  return {
    name: rule?.name ?? '',
    ruleType: (rule?.ruleType as RuleType | undefined) ?? '',
    substance: rule?.substance ?? '',
    // "2.0000" as stored reads "2" in the form.
    maxPercent: rule?.maxPercent ? String(Number(rule.maxPercent)) : '',
    productTypes: rule?.productTypes ?? [],
    scope: (rule?.scope as RuleScope | undefined) ?? 'all',
    region: rule?.region ?? 'EU',
    severity: (rule?.severity as Severity | undefined) ?? '',
    reference: rule?.reference ?? '',
    warningText: rule?.warningText ?? '',
    isActive: rule?.isActive ?? true,
  };
}

interface RuleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rule?: RegulatoryRule;
}

/** "Add Rule" and "Edit Rule" of the rule library (regulatory staff, editors and administrators). */
export function RuleFormDialog({ open, onOpenChange, rule }: RuleFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{rule ? 'Edit Rule' : 'Add Rule'}</DialogTitle>
          <DialogDescription>
            Rules are checked on every formulation save and by Run checks.
          </DialogDescription>
        </DialogHeader>
        {open && <RuleForm rule={rule} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EnumSelect<T extends string>({
  id,
  value,
  onChange,
  values,
  label,
  placeholder,
  error,
}: {
  id: string;
  value: T | '';
  onChange: (value: T) => void;
  values: readonly T[];
  label: (value: T) => string;
  placeholder: string;
  error?: string;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)}>
      <SelectTrigger {...fieldProps(id, error)}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {values.map((item) => (
          <SelectItem key={item} value={item}>
            {label(item)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function RuleForm({ rule, onDone }: { rule?: RegulatoryRule; onDone: () => void }) {
  const id = useId();
  const form = useForm<RuleFormState, unknown, RuleInput>({ resolver, defaultValues: initialValues(rule) });
  const { errors, isSubmitting } = form.formState;
  const ruleType = useWatch({ control: form.control, name: 'ruleType' });
  const save = useSaveRule();

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: rule?.id, input, revision: rule?.revision });
      notifySuccess(rule ? 'Rule updated' : 'Rule added', 'It applies from the next save or Run checks.');
      onDone();
    } catch (error) {
      notifyError(error, 'Failed to save rule', form);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
        <Input {...fieldProps(`${id}-name`, errors.name?.message)} {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-type`} label="Rule type" error={errors.ruleType?.message}>
          <Controller
            control={form.control}
            name="ruleType"
            render={({ field }) => (
              <EnumSelect
                id={`${id}-type`}
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
        {ruleType !== 'missing_inci' && (
          <FormField
            id={`${id}-substance`}
            label="Substance"
            error={errors.substance?.message}
            hint="Matched by whole words against INCI and ingredient names"
          >
            <Input
              {...fieldProps(`${id}-substance`, errors.substance?.message)}
              {...form.register('substance')}
            />
          </FormField>
        )}
      </div>
      {(ruleType === 'max_concentration' || ruleType === 'allergen_label') && (
        <FormField
          id={`${id}-max`}
          label={ruleType === 'allergen_label' ? 'Label threshold %' : 'Maximum %'}
          error={errors.maxPercent?.message}
          hint={
            ruleType === 'allergen_label'
              ? 'Empty: 0.001 % in leave-on, 0.01 % in rinse-off products'
              : 'Above this % w/w the formulation is flagged; exactly at it passes'
          }
        >
          <Input
            type="number"
            inputMode="decimal"
            step="0.001"
            min="0"
            max="100"
            {...fieldProps(`${id}-max`, errors.maxPercent?.message)}
            {...form.register('maxPercent')}
          />
        </FormField>
      )}
      <fieldset className="space-y-2">
        <legend className="font-medium text-sm">Product types</legend>
        <p className="text-muted-foreground text-xs">None checked: every product type.</p>
        <Controller
          control={form.control}
          name="productTypes"
          render={({ field }) => (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {PRODUCT_TYPES.map((type) => (
                <div key={type} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-pt-${type}`}
                    checked={field.value.includes(type)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true ? [...field.value, type] : field.value.filter((v) => v !== type),
                      )
                    }
                  />
                  <Label htmlFor={`${id}-pt-${type}`} className="font-normal">
                    {formatLabel(type)}
                  </Label>
                </div>
              ))}
            </div>
          )}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-scope`} label="Applies to" error={errors.scope?.message}>
          <Controller
            control={form.control}
            name="scope"
            render={({ field }) => (
              <EnumSelect
                id={`${id}-scope`}
                value={field.value}
                onChange={field.onChange}
                values={RULE_SCOPES}
                label={(value) => RULE_SCOPE_LABELS[value]}
                placeholder="Select scope"
                error={errors.scope?.message}
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
        <FormField id={`${id}-region`} label="Region" error={errors.region?.message}>
          <Input {...fieldProps(`${id}-region`, errors.region?.message)} {...form.register('region')} />
        </FormField>
      </div>
      <FormField id={`${id}-reference`} label="Reference" error={errors.reference?.message}>
        <Input
          placeholder="Reg. (EC) 1223/2009 Annex III/98"
          {...fieldProps(`${id}-reference`, errors.reference?.message)}
          {...form.register('reference')}
        />
      </FormField>
      <FormField id={`${id}-warning`} label="Warning text" error={errors.warningText?.message}>
        <Textarea
          rows={2}
          {...fieldProps(`${id}-warning`, errors.warningText?.message)}
          {...form.register('warningText')}
        />
      </FormField>
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : rule ? 'Save Changes' : 'Add Rule'}
        </Button>
      </DialogFooter>
    </form>
  );
}
