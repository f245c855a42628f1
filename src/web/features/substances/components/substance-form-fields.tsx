import { Controller, type FieldError as FormError, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { SubstanceFormState } from '../lib/substance-form-values.ts';
import { CountsAsField } from './counts-as-field.tsx';
import { FunctionsField } from './functions-field.tsx';

const FLAGS = [
  { name: 'allergen', label: 'Allergen', hint: 'An EU labelled fragrance allergen (Annex III)' },
  { name: 'fragrance', label: 'Fragrance', hint: 'Declared together as "Parfum" on the label' },
  { name: 'nano', label: 'Nano', hint: 'Followed by "(nano)" on the label' },
] as const;

/**
 * The field's message: a list's schema may fault one item (casNumbers.2) rather than the list, and the form holds
 * the list as one text, so the first message found is the field's.
 */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as Partial<FormError>).message;
  if (typeof own === 'string' && own) return own;
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object' && 'message' in value) {
      const message = messageOf(value);
      if (message) return message;
    }
  }
  return undefined;
}

/** Every field of the substance catalogue's form (substanceInputSchema, docs/product-rules.md, "Substances and the label"). */
export function SubstanceFormFields({
  form,
  idPrefix,
  substanceId,
}: {
  form: UseFormReturn<SubstanceFormState>;
  idPrefix: string;
  substanceId?: string;
}) {
  const { register, control } = form;
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={id('inci')} label="INCI Name" error={errors.inciName?.message} className="sm:col-span-2">
        {(aria) => <Input {...aria} autoComplete="off" {...register('inciName')} />}
      </FormField>
      <FormField
        id={id('cas')}
        label="CAS Numbers"
        error={messageOf(errors.casNumbers)}
        hint="Separated by commas, e.g. 78-70-6"
      >
        {(aria) => <Input {...aria} autoComplete="off" {...register('casNumbers')} />}
      </FormField>
      <FormField id={id('ec')} label="EC Number" error={errors.ecNumber?.message} hint="e.g. 201-134-4">
        {(aria) => <Input {...aria} autoComplete="off" {...register('ecNumber')} />}
      </FormField>
      <FormField
        id={id('synonyms')}
        label="Synonyms"
        error={messageOf(errors.synonyms)}
        hint="Other names it is sold or regulated under, one a line"
        className="sm:col-span-2"
      >
        {(aria) => <Textarea {...aria} rows={2} {...register('synonyms')} />}
      </FormField>
      <FunctionsField form={form} idPrefix={idPrefix} />
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className="font-medium text-sm">Flags</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {FLAGS.map((flag) => (
            <Controller
              key={flag.name}
              control={control}
              name={flag.name}
              render={({ field }) => (
                <div className="flex items-start gap-2">
                  <Checkbox
                    id={id(flag.name)}
                    className="mt-0.5"
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    aria-describedby={id(`${flag.name}-hint`)}
                  />
                  <div className="space-y-1">
                    <Label htmlFor={id(flag.name)}>{flag.label}</Label>
                    <p id={id(`${flag.name}-hint`)} className="text-muted-foreground text-xs">
                      {flag.hint}
                    </p>
                  </div>
                </div>
              )}
            />
          ))}
        </div>
      </fieldset>
      <FormField
        id={id('colour-index')}
        label="Colour Index"
        error={errors.colourIndex?.message}
        hint="A colourant's CI number, listed last on the label"
      >
        {(aria) => <Input {...aria} autoComplete="off" placeholder="CI 77891" {...register('colourIndex')} />}
      </FormField>
      <FormField
        id={id('noi')}
        label="Natural Origin Index (0-1)"
        error={errors.naturalOriginIndex?.message}
        hint="ISO 16128; empty when not known"
      >
        {(aria) => (
          <Input
            {...aria}
            type="number"
            inputMode="decimal"
            min="0"
            max="1"
            step="any"
            {...register('naturalOriginIndex')}
          />
        )}
      </FormField>
      <FormField
        id={id('annex')}
        label="Annex Entry"
        error={errors.annexEntry?.message}
        hint="Its entry in the EU Cosmetics Regulation, e.g. Annex III/84"
        className="sm:col-span-2"
      >
        {(aria) => <Input {...aria} autoComplete="off" {...register('annexEntry')} />}
      </FormField>
      <CountsAsField form={form} idPrefix={idPrefix} substanceId={substanceId} />
    </div>
  );
}
