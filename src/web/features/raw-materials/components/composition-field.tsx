import { Plus, Trash2 } from 'lucide-react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { compositionTotals } from '../../../../domain/substance/composition.ts';
import { defaultUsedAs, USED_AS, USED_AS_LABELS } from '../../../../domain/substance/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { CompositionFormRow, RawMaterialFormState } from '../lib/raw-material-form-values.ts';
import { EnumSelect } from './enum-select.tsx';
import { SubstancePicker } from './substance-picker.tsx';

const MODE_OPTIONS = [
  { value: 'exact', label: 'Exact %' },
  { value: 'range', label: 'Range' },
];
const NEW_ROW: CompositionFormRow = {
  substanceId: '',
  inciName: '',
  mode: 'exact',
  percent: '',
  minPercent: '',
  maxPercent: '',
  usedAs: '',
};
const USED_AS_OPTIONS = USED_AS.map((value) => ({ value, label: USED_AS_LABELS[value] }));

/** A typed amount for the live sum; what is not a number yet counts as 0. */
const typed = (value: string) => (/^\d+(\.\d+)?$/.test(value.trim()) ? value.trim() : null);

/** The live sum under the table: exact rows must make 100 %, ranges must be able to (docs/product-rules.md, "Substances and the label"). */
function totalText(rows: CompositionFormRow[]): string {
  const totals = compositionTotals(
    rows.map((row) => ({
      substanceId: row.substanceId,
      percent: row.mode === 'exact' ? (typed(row.percent) ?? '0') : null,
      minPercent: row.mode === 'range' ? (typed(row.minPercent) ?? '0') : null,
      maxPercent: row.mode === 'range' ? (typed(row.maxPercent) ?? '0') : null,
    })),
  );
  const shown = (value: typeof totals.min) => value.toDecimalPlaces(6).toFixed();
  return totals.exact
    ? `Total: ${shown(totals.min)} % (must be 100 %)`
    : `Minimums: ${shown(totals.min)} % (at most 100 %), maximums: ${shown(totals.max)} % (at least 100 %)`;
}

/** The raw material's composition table: substances by search, each exact or a supplier's range. */
export function CompositionField({
  form,
  idPrefix,
}: {
  form: UseFormReturn<RawMaterialFormState>;
  idPrefix: string;
}) {
  const { control, register } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'composition' });
  const rows = useWatch({ control, name: 'composition' }) ?? [];
  const category = useWatch({ control, name: 'category' }) ?? '';
  // A row whose function is not chosen takes the category's (saved so by the server).
  const byCategory = `${USED_AS_LABELS[defaultUsedAs(category)]} (by category)`;
  const errors = form.formState.errors.composition;
  const rootError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset
      className="space-y-3 rounded-md border p-4 sm:col-span-2"
      aria-describedby={`${idPrefix}-composition-hint`}
    >
      <legend className="px-1 font-medium text-sm">Composition</legend>
      <p id={`${idPrefix}-composition-hint`} className="text-muted-foreground text-xs">
        What the raw material is made of, from the supplier's sheet, and what each substance is used as in it
        (the annexes regulate UV filters, preservatives and colourants by their use). Leave it empty for a
        pure material: its INCI name becomes its one substance at 100 %.
      </p>
      {fields.map((field, index) => {
        const mode = rows[index]?.mode ?? 'exact';
        const rowErrors = errors?.[index];
        const rowLabel = `Substance ${index + 1}`;
        return (
          <div key={field.id} className="grid items-start gap-2 sm:grid-cols-[1fr_7rem_11rem_10rem_auto]">
            <div>
              <Controller
                control={control}
                name={`composition.${index}`}
                render={({ field: row }) => (
                  <SubstancePicker
                    label={rowLabel}
                    invalid={!!rowErrors?.substanceId}
                    value={
                      row.value.substanceId
                        ? { substanceId: row.value.substanceId, inciName: row.value.inciName }
                        : null
                    }
                    onChange={(picked) => row.onChange({ ...row.value, ...picked })}
                  />
                )}
              />
              <FieldError>{rowErrors?.substanceId?.message}</FieldError>
              {rows[index]?.unreviewed && (
                <Badge variant="yellow" className="mt-1">
                  Substance needs review
                </Badge>
              )}
            </div>
            <Controller
              control={control}
              name={`composition.${index}.mode`}
              render={({ field: modeField }) => (
                <EnumSelect
                  id={`${idPrefix}-composition-${index}-mode`}
                  aria-label={`${rowLabel} amount`}
                  aria-invalid={false}
                  value={modeField.value}
                  onChange={modeField.onChange}
                  options={MODE_OPTIONS}
                />
              )}
            />
            {mode === 'exact' ? (
              <div>
                <Input
                  aria-label={`${rowLabel} percent`}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min="0"
                  max="100"
                  aria-invalid={!!rowErrors?.percent}
                  {...register(`composition.${index}.percent`)}
                />
                <FieldError>{rowErrors?.percent?.message}</FieldError>
              </div>
            ) : (
              <div>
                <div className="flex items-center gap-1">
                  <Input
                    aria-label={`${rowLabel} minimum percent`}
                    type="number"
                    inputMode="decimal"
                    step="any"
                    aria-invalid={!!rowErrors?.minPercent}
                    {...register(`composition.${index}.minPercent`)}
                  />
                  <span aria-hidden="true">–</span>
                  <Input
                    aria-label={`${rowLabel} maximum percent`}
                    type="number"
                    inputMode="decimal"
                    step="any"
                    aria-invalid={!!rowErrors?.maxPercent}
                    {...register(`composition.${index}.maxPercent`)}
                  />
                </div>
                <FieldError>{rowErrors?.minPercent?.message ?? rowErrors?.maxPercent?.message}</FieldError>
              </div>
            )}
            <Controller
              control={control}
              name={`composition.${index}.usedAs`}
              render={({ field: usedAsField }) => (
                <EnumSelect
                  id={`${idPrefix}-composition-${index}-used-as`}
                  aria-label={`${rowLabel} used as`}
                  aria-invalid={false}
                  value={usedAsField.value}
                  onChange={usedAsField.onChange}
                  options={USED_AS_OPTIONS}
                  placeholder={byCategory}
                />
              )}
            />
            <IconButton
              icon={Trash2}
              type="button"
              aria-label={`Remove ${rowLabel}`}
              onClick={() => remove(index)}
            />
          </div>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => append({ ...NEW_ROW })}>
          <Plus aria-hidden="true" />
          Add substance
        </Button>
        {rows.length > 0 && (
          <p className="text-sm tabular-nums" aria-live="polite" data-testid="composition-total">
            {totalText(rows)}
          </p>
        )}
      </div>
      <FieldError>{rootError}</FieldError>
    </fieldset>
  );
}
