import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import {
  type DraftCost,
  percentOfBatch,
  plainAmount,
  readAmount,
} from '../../../../domain/formulation/draft-cost.ts';
import { percentOfBatchSize } from '../../../../domain/formulation/percent-entry.ts';
import { percentTotalWarning } from '../../../../domain/formulation/percent-total.ts';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import type { RawMaterialOption } from '../api/get-raw-material-options.ts';
import type { draftOunces } from '../lib/draft-lines.ts';
import type { FormulationForm } from '../lib/form-values.ts';
import { emptyLine } from '../lib/form-values.ts';
import { amount, money } from '../lib/format.ts';
import { PhaseSelect, RawMaterialSelect } from './line-selects.tsx';

interface FormulationLinesProps {
  idPrefix: string;
  form: FormulationForm;
  rawMaterials: readonly RawMaterialOption[];
  live: DraftCost;
  /** Each line's ounces as the form stands (percent entry works them out), and what q.s. comes to. */
  draft: ReturnType<typeof draftOunces>;
}

/**
 * With % w/w entry: says so when the entries do not total 100 and no line is q.s. (a live region, so it is heard
 * as it changes); with a q.s. line, what it comes to.
 */
function PercentTotal({ percents, qsPercent }: { percents: unknown[] | null; qsPercent: string | null }) {
  const text =
    percents === null
      ? null
      : qsPercent !== null
        ? `The q.s. line makes up the rest: ${plainAmount(readAmount(qsPercent)!)}%.`
        : percentTotalWarning(percents);
  return (
    <p role="status" className="text-sm text-warning-ink empty:hidden" data-testid="percent-total">
      {text}
    </p>
  );
}

/**
 * The raw material lines: add, remove, raw material, amount in ounces or % w/w (one line may be q.s., the balance to
 * 100 %), phase, live cost and concentration (ADR 049).
 */
export function FormulationLines({ idPrefix, form, rawMaterials, live, draft }: FormulationLinesProps) {
  const { control, register, setValue, getValues, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  const lines = useWatch({ control, name: 'ingredients' }) ?? [];
  const batchSize = useWatch({ control, name: 'batchSize' });
  const phases = useWatch({ control, name: 'phases' }) ?? [];
  const byPercent = useWatch({ control, name: 'entryMode' }) === 'percent';
  const errors = formState.errors.ingredients;
  const listError = errors?.message ?? errors?.root?.message;
  const headingId = `${idPrefix}-lines-heading`;
  const modeId = `${idPrefix}-by-percent`;

  const changeMode = (checked: boolean) => {
    const current = getValues('ingredients');
    if (checked) {
      // Entering percentages starts from what the ounces are now.
      const batch = readAmount(getValues('batchSize'));
      current.forEach((line, index) => {
        const ounces = readAmount(line.ounces);
        const percent =
          batch && ounces && !batch.isZero()
            ? plainAmount(readAmount(percentOfBatchSize(ounces, batch))!)
            : '';
        setValue(`ingredients.${index}.percent`, percent);
      });
    } else {
      // Back to ounces: each line keeps the ounces its % (or q.s.) came to, and nothing is q.s. any more.
      current.forEach((_, index) => {
        setValue(
          `ingredients.${index}.ounces`,
          plainAmount(readAmount(draft.ounces[index]) ?? readAmount(0)!),
        );
        setValue(`ingredients.${index}.qs`, false);
      });
    }
    setValue('entryMode', checked ? 'percent' : 'ounces');
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold">
          Ingredients
        </h3>
        <div className="flex items-center gap-2">
          <Switch id={modeId} checked={byPercent} onCheckedChange={changeMode} />
          <Label htmlFor={modeId}>Enter amounts as % w/w of the batch</Label>
        </div>
      </div>

      {fields.length === 0 && (
        <p className="text-muted-foreground text-sm">No ingredients yet. Add the first line below.</p>
      )}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const n = index + 1;
          const lineErrors = errors?.[index];
          const rawMaterialError = lineErrors?.ingredientId?.message;
          const amountError = (byPercent ? (lineErrors?.percent ?? lineErrors?.qs) : lineErrors?.ounces)
            ?.message;
          const phaseError = lineErrors?.phase?.message;
          const amountId = `${idPrefix}-line-${field.id}-amount`;
          const qsId = `${idPrefix}-line-${field.id}-qs`;
          const line = lines[index];
          const cost = live.lines[index];
          const isQs = byPercent && !!line?.qs;
          return (
            <li
              key={field.id}
              className="grid gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto]"
            >
              <div className="min-w-0 space-y-1">
                <RawMaterialSelect
                  form={form}
                  index={index}
                  id={`${idPrefix}-line-${field.id}-ingredient`}
                  error={rawMaterialError}
                  ingredients={rawMaterials}
                />
              </div>
              <div className="space-y-1">
                {/* Separate keys: one input element per field, so a value set in one box never lands in another. */}
                {isQs ? (
                  <p
                    key="qs"
                    id={amountId}
                    className="flex h-9 items-center rounded-md border border-dashed px-3 text-sm"
                  >
                    q.s. {draft.qsPercent !== null ? `${plainAmount(readAmount(draft.qsPercent)!)}%` : ''}
                  </p>
                ) : byPercent ? (
                  <Input
                    key="percent"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    step="any"
                    aria-label={`Line ${n} % w/w`}
                    {...fieldProps(amountId, amountError)}
                    {...register(`ingredients.${index}.percent`)}
                  />
                ) : (
                  <Input
                    key="ounces"
                    type="number"
                    inputMode="decimal"
                    min={0.01}
                    step="0.01"
                    aria-label={`Line ${n} ounces`}
                    {...fieldProps(amountId, amountError)}
                    {...register(`ingredients.${index}.ounces`)}
                  />
                )}
                <FieldError id={`${amountId}-error`}>{amountError}</FieldError>
              </div>
              <IconButton
                icon={Trash2}
                aria-label={`Remove line ${n}`}
                onClick={() => remove(index)}
                className="justify-self-end"
              />
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-3">
                {byPercent && (
                  <div className="flex items-center gap-2">
                    <Controller
                      control={control}
                      name={`ingredients.${index}.qs`}
                      render={({ field: box }) => (
                        <Checkbox
                          id={qsId}
                          checked={!!box.value}
                          onCheckedChange={(on) => box.onChange(on === true)}
                        />
                      )}
                    />
                    <Label
                      htmlFor={qsId}
                      className="font-normal"
                    >{`Line ${n} q.s. (balance to 100 %)`}</Label>
                  </div>
                )}
                {phases.length > 0 && (
                  <PhaseSelect
                    form={form}
                    index={index}
                    id={`${idPrefix}-line-${field.id}-phase`}
                    error={phaseError}
                    phases={phases}
                  />
                )}
              </div>
              <p className="text-muted-foreground text-xs sm:col-span-3" data-testid="line-figures">
                {byPercent
                  ? `= ${amount(readAmount(draft.ounces[index])?.toString() ?? 0)} oz`
                  : `= ${percentOfBatch(line?.ounces, batchSize) || '0'}% of batch`}
                {' · '}Line cost{' '}
                <span className="font-medium text-foreground">{money(cost?.cost ?? 0, 3)}</span>
                {' · '}Concentration {cost?.concentration ?? '0.00'}% w/w
              </p>
            </li>
          );
        })}
      </ol>
      <FieldError id={`${idPrefix}-lines-error`}>{listError}</FieldError>
      <PercentTotal
        percents={byPercent ? lines.filter((l) => !l?.qs).map((l) => l?.percent) : null}
        qsPercent={byPercent ? draft.qsPercent : null}
      />
      <Button variant="outline" size="sm" onClick={() => append(emptyLine())}>
        <Plus aria-hidden="true" />
        Add Ingredient
      </Button>
    </section>
  );
}
