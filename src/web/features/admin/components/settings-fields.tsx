import type { ReactNode } from 'react';
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { SettingsFormInput, SettingsFormValues } from '../../../../domain/settings/settings-form.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';

export type SettingsForm = UseFormReturn<SettingsFormInput, unknown, SettingsFormValues>;

/** react-hook-form nests errors by path; this reads one by its dotted name. */
function errorAt(form: SettingsForm, name: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

const idOf = (name: string) => `settings-${name.replaceAll('.', '-')}`;

/** A switch with its label and a line of explanation. */
export function SwitchField({
  form,
  name,
  label,
  description,
}: {
  form: SettingsForm;
  name: FieldPath<SettingsFormInput>;
  label: string;
  description: ReactNode;
}) {
  const id = idOf(name);
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-muted-foreground text-sm">
          {description}
        </p>
      </div>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={field.value === true}
            onCheckedChange={field.onChange}
            aria-describedby={`${id}-description`}
          />
        )}
      />
    </div>
  );
}

/** A text or number input with its label, hint and inline message. */
export function InputField({
  form,
  name,
  label,
  hint,
  type = 'text',
  ...props
}: {
  form: SettingsForm;
  name: FieldPath<SettingsFormInput>;
  label: string;
  hint?: string;
  type?: 'text' | 'number';
  min?: number;
  max?: number;
  step?: number;
}) {
  const id = idOf(name);
  const error = errorAt(form, name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        aria-invalid={!!error}
        aria-describedby={describedBy}
        {...props}
        {...form.register(name, { valueAsNumber: type === 'number' })}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** ISO 4217 as the browser knows it, each with its English name: "EUR: Euro". */
function currencyOptions(current: string): { code: string; label: string }[] {
  const codes = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  const all = codes.includes(current) || !current ? codes : [current, ...codes];
  return all.map((code) => ({ code, label: `${code}: ${names.of(code) ?? code}` }));
}

/** The company currency (ADR 062): a select of the ISO 4217 codes. */
export function CurrencyField({
  form,
  name,
  label,
  hint,
}: {
  form: SettingsForm;
  name: 'finance.companyCurrency';
  label: string;
  hint: string;
}) {
  const id = idOf(name);
  const error = errorAt(form, name);
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <select
            id={id}
            className="h-9 w-full rounded-md border bg-background px-2 text-sm"
            aria-invalid={!!error}
            aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            ref={field.ref}
          >
            {currencyOptions(field.value).map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {hint}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
