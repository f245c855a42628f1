import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import {
  type DraftCost,
  ouncesFromPercent,
  percentOfBatch,
  readAmount,
} from '../../../../domain/formulation/draft-cost.ts';
import { percentTotalWarning } from '../../../../domain/formulation/percent-total.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { fieldProps } from '../../../components/ui/form-field.tsx';
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
import type { IngredientOption } from '../api/get-ingredient-options.ts';
import { emptyLine } from '../form-values.ts';
import { amount, money } from '../format.ts';
import type { FormulationForm } from './formulation-form.tsx';

interface IngredientLinesProps {
  idPrefix: string;
  form: FormulationForm;
  ingredients: readonly IngredientOption[];
  live: DraftCost;
  /** Amounts typed as % w/w of the batch instead of ounces (the other value is computed). */
  byPercent: boolean;
  onByPercentChange: (byPercent: boolean) => void;
}

/** With % w/w entry: says so when the entries do not total 100 (a live region, so it is heard as it changes). */
function PercentTotal({ byPercent, percents }: { byPercent: boolean; percents: unknown[] }) {
  const warning = byPercent ? percentTotalWarning(percents) : null;
  return (
    <p role="status" className="text-sm text-warning-ink empty:hidden" data-testid="percent-total">
      {warning}
    </p>
  );
}

/** The ingredient lines: add, remove, ingredient, amount in ounces or % w/w, live cost and concentration. */
export function IngredientLines({
  idPrefix,
  form,
  ingredients,
  live,
  byPercent,
  onByPercentChange,
}: IngredientLinesProps) {
  const { control, register, setValue, getValues, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  const lines = useWatch({ control, name: 'ingredients' }) ?? [];
  const batchSize = useWatch({ control, name: 'batchSize' });
  const errors = formState.errors.ingredients;
  const listError = errors?.message ?? errors?.root?.message;
  const headingId = `${idPrefix}-lines-heading`;
  const modeId = `${idPrefix}-by-percent`;

  const changeMode = (checked: boolean) => {
    // Entering percentages starts from what the ounces are now.
    if (checked) {
      getValues('ingredients').forEach((line, index) => {
        setValue(`ingredients.${index}.percent`, percentOfBatch(line.ounces, getValues('batchSize')));
      });
    }
    onByPercentChange(checked);
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
          const ingredientError = lineErrors?.ingredientId?.message;
          const ouncesError = lineErrors?.ounces?.message;
          const ingredientId = `${idPrefix}-line-${field.id}-ingredient`;
          const amountId = `${idPrefix}-line-${field.id}-amount`;
          const line = lines[index];
          const cost = live.lines[index];
          return (
            <li
              key={field.id}
              className="grid gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto]"
            >
              <div className="min-w-0 space-y-1">
                <Controller
                  control={control}
                  name={`ingredients.${index}.ingredientId`}
                  render={({ field: select }) => (
                    <Select value={select.value} onValueChange={select.onChange}>
                      <SelectTrigger
                        ref={select.ref}
                        aria-label={`Line ${n} ingredient`}
                        {...fieldProps(ingredientId, ingredientError)}
                      >
                        <SelectValue placeholder="Select ingredient" />
                      </SelectTrigger>
                      <SelectContent>
                        {ingredients.map((ingredient) => (
                          <SelectItem key={ingredient.id} value={ingredient.id}>
                            {ingredient.name} ({money(ingredient.unitCost, 3)}/{ingredient.unit})
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
                <FieldError id={`${ingredientId}-error`}>{ingredientError}</FieldError>
              </div>
              <div className="space-y-1">
                {/* Separate keys: one input element per field, so setting the ounces from a percentage can never
                    write into the % box that took the place of the ounces box. */}
                {byPercent ? (
                  <Input
                    key="percent"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    step="0.01"
                    aria-label={`Line ${n} % w/w`}
                    {...fieldProps(amountId, ouncesError)}
                    {...register(`ingredients.${index}.percent`, {
                      onChange: (event) =>
                        setValue(
                          `ingredients.${index}.ounces`,
                          ouncesFromPercent(event.target.value, getValues('batchSize')),
                          { shouldValidate: formState.isSubmitted },
                        ),
                    })}
                  />
                ) : (
                  <Input
                    key="ounces"
                    type="number"
                    inputMode="decimal"
                    min={0.01}
                    step="0.01"
                    aria-label={`Line ${n} ounces`}
                    {...fieldProps(amountId, ouncesError)}
                    {...register(`ingredients.${index}.ounces`)}
                  />
                )}
                <FieldError id={`${amountId}-error`}>{ouncesError}</FieldError>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove line ${n}`}
                onClick={() => remove(index)}
                className="justify-self-end"
              >
                <Trash2 aria-hidden="true" />
              </Button>
              <p className="text-muted-foreground text-xs sm:col-span-3" data-testid="line-figures">
                {byPercent
                  ? `= ${amount(readAmount(line?.ounces)?.toString() ?? 0)} oz`
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
      <PercentTotal byPercent={byPercent} percents={lines.map((line) => line?.percent)} />
      <Button variant="outline" size="sm" onClick={() => append(emptyLine())}>
        <Plus aria-hidden="true" />
        Add Ingredient
      </Button>
    </section>
  );
}
