import { useMemo, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { MAX_TARGET_MARGIN } from '../../../../domain/formulation/constants.ts';
import { draftCost } from '../../../../domain/formulation/draft-cost.ts';
import {
  type FormulationInput,
  formulationInputSchema,
} from '../../../../domain/formulation/formulation-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { schemaResolver } from '../../../components/ui/form/form.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import type { IngredientOption } from '../api/get-ingredient-options.ts';
import { draftOunces } from '../lib/draft-lines.ts';
import { toFormPayload } from '../lib/form-payload.ts';
import type { FormulationForm, FormulationFormState } from '../lib/form-values.ts';
import { FormulationDetailFields } from './formulation-detail-fields.tsx';
import { IngredientLines } from './ingredient-lines.tsx';
import { LiveTotals } from './live-totals.tsx';
import { ProcedureFields } from './procedure-fields.tsx';
import { SpecificationFields } from './specification-fields.tsx';

// The shared schema validates what will be sent (lines in ounces or in % with a q.s. line, the procedure, the
// specification; lib/form-payload.ts) and answers the parsed FormulationInput; its field paths are the form's.
const resolver = schemaResolver<FormulationFormState, FormulationInput>(formulationInputSchema, {
  toPayload: toFormPayload,
  submits: 'parsed',
});

/** Which tab holds the first message, so a refused save shows where it went wrong. */
function tabOf(errors: FieldErrors<FormulationFormState>): string {
  if (Object.keys(errors).some((key) => key !== 'phases' && key !== 'specification')) return 'details';
  return errors.phases ? 'procedure' : 'specification';
}

interface FormulationFormProps {
  /** Prefix of the controls' ids (two forms may be mounted while a dialog closes). */
  idPrefix: string;
  defaultValues: FormulationFormState;
  ingredients: readonly IngredientOption[];
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (input: FormulationInput, form: FormulationForm) => Promise<void>;
  onCancel: () => void;
  /** A new formulation: its product type and name suggest where and how it is used until the user picks. */
  suggestUse?: boolean;
}

/**
 * The create and edit form of a formulation, with live costs from the domain's cost engine, and the version's procedure
 * (phases and steps) and specification on their own tabs (ADR 049).
 */
export function FormulationFormView({
  idPrefix,
  defaultValues,
  ingredients,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  suggestUse = false,
}: FormulationFormProps) {
  const form = useForm<FormulationFormState, unknown, FormulationInput>({ resolver, defaultValues });
  const { errors, isSubmitting } = form.formState;
  const [tab, setTab] = useState('details');
  const values = useWatch({ control: form.control }) as FormulationFormState;
  const prices = useMemo(() => new Map(ingredients.map((i) => [i.id, i])), [ingredients]);
  const draft = draftOunces(values);
  const live = draftCost(
    {
      batchSize: values.batchSize,
      unitSize: values.unitSize,
      targetMargin: values.targetMargin,
      lines: (values.ingredients ?? []).map((line, index) => ({
        ingredientId: line?.ingredientId ?? '',
        ounces: draft.ounces[index],
      })),
    },
    prices,
    MAX_TARGET_MARGIN,
  );
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = form.handleSubmit(
    async (input) => {
      // The spec's payload carries each line's cost; the server recomputes it with current prices.
      const ingredientsWithCost = input.ingredients.map((line, index) => ({
        ...line,
        cost: live.lines[index]?.cost,
      }));
      await onSubmit({ ...input, ingredients: ingredientsWithCost }, form);
    },
    (invalid) => setTab(tabOf(invalid)),
  );
  const marked = (name: string, hasError: boolean) => (hasError ? `${name} (check)` : name);

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="procedure">{marked('Procedure', !!errors.phases)}</TabsTrigger>
          <TabsTrigger value="specification">{marked('Specification', !!errors.specification)}</TabsTrigger>
        </TabsList>
        <TabsContent value="details" className="space-y-6 pt-4">
          <FormulationDetailFields form={form} id={id} suggestUse={suggestUse} />
          <IngredientLines
            idPrefix={idPrefix}
            form={form}
            ingredients={ingredients}
            live={live}
            draft={draft}
          />
          <LiveTotals live={live} batchSize={values.batchSize} />
        </TabsContent>
        <TabsContent value="procedure" className="pt-4">
          <ProcedureFields form={form} idPrefix={idPrefix} />
        </TabsContent>
        <TabsContent value="specification" className="pt-4">
          <SpecificationFields form={form} idPrefix={idPrefix} />
        </TabsContent>
      </Tabs>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
