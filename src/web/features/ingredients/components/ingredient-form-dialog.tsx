import { useId } from 'react';
import type { ChangeProposal } from '../../../../domain/change-proposal/change-proposal-schema.ts';
import { sentForReviewText } from '../../../../domain/change-proposal/reviewers.ts';
import { type Ingredient, ingredientInputSchema } from '../../../../domain/ingredient/ingredient-schema.ts';
import { FormDialog } from '../../../components/ui/form/form-dialog.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateIngredient, useUpdateIngredient } from '../api/ingredient-mutations.ts';
import { recomputedNote } from '../lib/ingredient-display.ts';
import {
  type IngredientFormState,
  ingredientFormDefaults,
  toIngredientPayload,
} from '../lib/ingredient-form-values.ts';
import { IngredientFormFields } from './ingredient-form-fields.tsx';

interface IngredientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ingredient to edit; none to add one. */
  ingredient?: Ingredient;
}

/**
 * The save's one toast (only one shows at a time): the spec's success text, and when a function of use its saver
 * may not set went to the regulatory role (ADR 037), that it awaits approval while the rest was saved.
 */
const savedToast = (saved: string, proposal: ChangeProposal | null) => ({
  title: 'Success',
  description: proposal ? `${saved.replace(/\.$/, '')}. ${sentForReviewText(proposal)}` : saved,
});

/** "Add Ingredient" and "Edit Ingredient" (docs/product-rules.md, "The web app"). */
export function IngredientFormDialog({ open, onOpenChange, ingredient }: IngredientFormDialogProps) {
  const idPrefix = useId();
  const create = useCreateIngredient();
  const update = useUpdateIngredient();
  return (
    <FormDialog<IngredientFormState>
      open={open}
      onOpenChange={onOpenChange}
      contentClassName="sm:max-w-2xl"
      formClassName="space-y-6"
      title={ingredient ? 'Edit Ingredient' : 'Add Ingredient'}
      description={
        ingredient
          ? 'Update the ingredient. A new unit cost or unit recomputes every formulation that uses it.'
          : 'Add a new ingredient to your inventory.'
      }
      formKey={ingredient?.id ?? 'new'}
      schema={ingredientInputSchema}
      toPayload={(values) => toIngredientPayload(values)}
      defaultValues={ingredientFormDefaults(ingredient)}
      submitLabel={ingredient ? 'Save Changes' : 'Add Ingredient'}
      onSubmit={async (values) => {
        const payload = toIngredientPayload(values, ingredient?.revision);
        if (ingredient) {
          const updated = await update.mutateAsync({ id: ingredient.id, payload });
          const note = recomputedNote(updated.recomputedFormulations);
          toast(
            savedToast(
              note ? `Ingredient updated successfully. ${note}.` : 'Ingredient updated successfully',
              updated.proposal,
            ),
          );
        } else {
          const created = await create.mutateAsync(payload);
          toast(savedToast('Ingredient created successfully', created.proposal));
        }
      }}
      onError={(error, form) => {
        const values = form.getValues();
        notifyError(error, ingredient ? 'Failed to update ingredient' : 'Failed to create ingredient', form, {
          // Row paths too: "ifraLimits.1.category".
          fields: (field) => field in values || field.startsWith('ifraLimits.'),
        });
      }}
    >
      {(form) => <IngredientFormFields form={form} idPrefix={idPrefix} editing={!!ingredient} />}
    </FormDialog>
  );
}
