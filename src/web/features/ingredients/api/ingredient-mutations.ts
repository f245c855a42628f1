import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeProposal } from '../../../../domain/change-proposal/change-proposal-schema.ts';
import type { Ingredient } from '../../../../domain/ingredient/ingredient-schema.ts';
import { api } from '../../../lib/api.ts';
import type { IngredientPayload } from '../lib/ingredient-form-values.ts';
import { INGREDIENTS_KEY } from './list-ingredients.ts';

/** A save's answer: the proposal it filed when it asked for a function of use its saver may not set. */
export type SavedIngredient = Ingredient & { proposal: ChangeProposal | null };
export type UpdatedIngredient = SavedIngredient & { recomputedFormulations: number };

function useInvalidateIngredients() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: INGREDIENTS_KEY });
}

export function useCreateIngredient() {
  const invalidate = useInvalidateIngredients();
  return useMutation({
    mutationFn: (payload: IngredientPayload) => api.post<SavedIngredient>('/api/ingredients', payload),
    onSuccess: invalidate,
  });
}

export function useUpdateIngredient() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateIngredients();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: IngredientPayload }) =>
      api.put<UpdatedIngredient>(`/api/ingredients/${id}`, payload),
    onSuccess: async (updated) => {
      await invalidate();
      // A new price recomputed formulations' costs: screens showing them must reload.
      if (updated.recomputedFormulations > 0) {
        await queryClient.invalidateQueries({ queryKey: ['/api/formulations'] });
        await queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] });
      }
    },
  });
}

export function useDeleteIngredient() {
  const invalidate = useInvalidateIngredients();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/ingredients/${id}`),
    onSuccess: invalidate,
  });
}
