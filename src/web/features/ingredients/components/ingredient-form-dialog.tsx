import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { ChangeProposal } from '../../../../domain/change-proposal/change-proposal-schema.ts';
import { sentForReviewText } from '../../../../domain/change-proposal/reviewers.ts';
import { type Ingredient, ingredientInputSchema } from '../../../../domain/ingredient/ingredient-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { schemaResolver } from '../../../components/ui/form/form.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateIngredient, useUpdateIngredient } from '../api/ingredient-mutations.ts';
import { recomputedNote } from '../lib/ingredient-display.ts';
import {
  type IngredientFormState,
  ingredientFormDefaults,
  toIngredientPayload,
} from '../lib/ingredient-form-values.ts';
import { IngredientFormFields } from './ingredient-form-fields.tsx';

const resolver = schemaResolver<IngredientFormState>(ingredientInputSchema, {
  toPayload: (values) => toIngredientPayload(values),
});

interface IngredientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ingredient to edit; none to add one. */
  ingredient?: Ingredient;
}

/** "Add Ingredient" and "Edit Ingredient" (docs/product-rules.md, "The web app"). */
export function IngredientFormDialog({ open, onOpenChange, ingredient }: IngredientFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{ingredient ? 'Edit Ingredient' : 'Add Ingredient'}</DialogTitle>
          <DialogDescription>
            {ingredient
              ? 'Update the ingredient. A new unit cost or unit recomputes every formulation that uses it.'
              : 'Add a new ingredient to your inventory.'}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <IngredientForm
            key={ingredient?.id ?? 'new'}
            ingredient={ingredient}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The save's one toast (only one shows at a time): the spec's success text, and when a function of use its saver
 * may not set went to the regulatory role (ADR 037), that it awaits approval while the rest was saved.
 */
const savedToast = (saved: string, proposal: ChangeProposal | null) => ({
  title: 'Success',
  description: proposal ? `${saved.replace(/\.$/, '')}. ${sentForReviewText(proposal)}` : saved,
});

function IngredientForm({ ingredient, onDone }: { ingredient?: Ingredient; onDone: () => void }) {
  const idPrefix = useId();
  const create = useCreateIngredient();
  const update = useUpdateIngredient();
  const form = useForm<IngredientFormState>({ resolver, defaultValues: ingredientFormDefaults(ingredient) });

  const onSubmit = form.handleSubmit(async (values) => {
    const payload = toIngredientPayload(values, ingredient?.revision);
    try {
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
      onDone();
    } catch (error) {
      const fallback = ingredient ? 'Failed to update ingredient' : 'Failed to create ingredient';
      const { message, fieldErrors } = readApiError(error, fallback);
      for (const [field, messages] of Object.entries(fieldErrors)) {
        // Row paths too: "ifraLimits.1.category".
        if ((field in values || field.startsWith('ifraLimits.')) && messages[0]) {
          form.setError(field as keyof IngredientFormState, { message: messages[0] });
        }
      }
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <IngredientFormFields form={form} idPrefix={idPrefix} editing={!!ingredient} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {ingredient ? 'Save Changes' : 'Add Ingredient'}
        </Button>
      </DialogFooter>
    </form>
  );
}
