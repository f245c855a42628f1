import type { MouseEvent } from 'react';
import type { Ingredient } from '../../../../domain/ingredient/ingredient-schema.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteIngredient } from '../api/ingredient-mutations.ts';
import { useRetained } from '../lib/use-retained.ts';

interface DeleteIngredientDialogProps {
  ingredient: Ingredient | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The delete confirmation (spec §2: it mentions the effect on existing formulations). An ingredient still in
 * use is refused by the server with 409; its message names the formulations and is shown as the error toast.
 */
export function DeleteIngredientDialog({ ingredient: current, onOpenChange }: DeleteIngredientDialogProps) {
  const remove = useDeleteIngredient();
  const ingredient = useRetained(current);

  async function onConfirm(event: MouseEvent) {
    // Stay open while the request runs; close once it has an answer.
    event.preventDefault();
    if (!ingredient) return;
    try {
      await remove.mutateAsync(ingredient.id);
      toast({ title: 'Success', description: 'Ingredient deleted successfully' });
    } catch (error) {
      const { message } = readApiError(error, 'Failed to delete ingredient');
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
    onOpenChange(false);
  }

  const uses = ingredient?.usageCount ?? 0;
  return (
    <AlertDialog open={!!current} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Ingredient</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete "{ingredient?.name}"? This action cannot be undone, and it may
            affect existing formulations that use this ingredient.
            {uses > 0 &&
              ` It is used in ${uses} formulation(s): remove it from them first, or the deletion will be refused.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} disabled={remove.isPending}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
