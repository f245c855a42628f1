import { useMemo, useState } from 'react';
import { type FieldErrors, useWatch } from 'react-hook-form';
import { MAX_TARGET_MARGIN } from '../../../../domain/formulation/constants.ts';
import { draftCost } from '../../../../domain/formulation/draft-cost.ts';
import {
  type FormulationInput,
  formulationInputSchema,
} from '../../../../domain/formulation/formulation-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { Form } from '../../../components/ui/form/form.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import type { RawMaterialOption } from '../api/get-raw-material-options.ts';
import { draftOunces } from '../lib/draft-lines.ts';
import { toFormPayload } from '../lib/form-payload.ts';
import type { FormulationForm, FormulationFormState } from '../lib/form-values.ts';
import { FormulationDetailFields } from './formulation-detail-fields.tsx';
import { FormulationLines } from './formulation-lines.tsx';
import { LiveTotals } from './live-totals.tsx';
import { ProcedureFields } from './procedure-fields.tsx';
import { SpecificationFields } from './specification-fields.tsx';

type Prices = ReadonlyMap<string, RawMaterialOption>;

/** The lines in ounces as the form holds them, and the live costs the domain's cost engine makes of them. */
function liveCosts(values: FormulationFormState, prices: Prices) {
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
  return { draft, live };
}

/** Which tab holds the first message, so a refused save shows where it went wrong. */
function tabOf(errors: FieldErrors<FormulationFormState>): string {
  if (Object.keys(errors).some((key) => key !== 'phases' && key !== 'specification')) return 'details';
  return errors.phases ? 'procedure' : 'specification';
}

interface FormulationFormProps {
  /** Prefix of the controls' ids (two forms may be mounted while a dialog closes). */
  idPrefix: string;
  defaultValues: FormulationFormState;
  rawMaterials: readonly RawMaterialOption[];
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
  rawMaterials,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  suggestUse = false,
}: FormulationFormProps) {
  const [tab, setTab] = useState('details');
  const prices = useMemo(() => new Map(rawMaterials.map((i) => [i.id, i])), [rawMaterials]);

  return (
    <Form<FormulationFormState, FormulationInput>
      // The shared schema validates what will be sent (lines in ounces or in % with a q.s. line, the procedure,
      // the specification; lib/form-payload.ts) and answers the parsed FormulationInput; its field paths are the form's.
      schema={formulationInputSchema}
      toPayload={toFormPayload}
      submits="parsed"
      defaultValues={defaultValues}
      className="space-y-6"
      onSubmit={async (input, form) => {
        // The spec's payload carries each line's cost; the server recomputes it with current prices.
        const { live } = liveCosts(form.getValues(), prices);
        const rawMaterialsWithCost = input.ingredients.map((line, index) => ({
          ...line,
          cost: live.lines[index]?.cost,
        }));
        await onSubmit({ ...input, ingredients: rawMaterialsWithCost }, form);
      }}
      onInvalid={(invalid) => setTab(tabOf(invalid))}
    >
      {(form) => (
        <>
          <FormulationTabs
            form={form}
            idPrefix={idPrefix}
            rawMaterials={rawMaterials}
            prices={prices}
            tab={tab}
            onTabChange={setTab}
            suggestUse={suggestUse}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </>
      )}
    </Form>
  );
}

function FormulationTabs({
  form,
  idPrefix,
  rawMaterials,
  prices,
  tab,
  onTabChange,
  suggestUse,
}: {
  form: FormulationForm;
  idPrefix: string;
  rawMaterials: readonly RawMaterialOption[];
  prices: Prices;
  tab: string;
  onTabChange: (tab: string) => void;
  suggestUse: boolean;
}) {
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as FormulationFormState;
  const { draft, live } = liveCosts(values, prices);
  const id = (name: string) => `${idPrefix}-${name}`;
  const marked = (name: string, hasError: boolean) => (hasError ? `${name} (check)` : name);

  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <TabsList>
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="procedure">{marked('Procedure', !!errors.phases)}</TabsTrigger>
        <TabsTrigger value="specification">{marked('Specification', !!errors.specification)}</TabsTrigger>
      </TabsList>
      <TabsContent value="details" className="space-y-6 pt-4">
        <FormulationDetailFields form={form} id={id} suggestUse={suggestUse} />
        <FormulationLines
          idPrefix={idPrefix}
          form={form}
          rawMaterials={rawMaterials}
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
  );
}
