import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeProposal } from '../../../../domain/change-proposal/change-proposal-schema.ts';
import type { RawMaterial } from '../../../../domain/raw-material/raw-material-schema.ts';
import { api } from '../../../lib/api.ts';
import type { RawMaterialPayload } from '../lib/raw-material-form-values.ts';
import { RAW_MATERIALS_KEY } from './list-raw-materials.ts';

/** A save's answer: the proposal it filed when it asked for a function of use its saver may not set. */
export type SavedRawMaterial = RawMaterial & { proposal: ChangeProposal | null };
export type UpdatedRawMaterial = SavedRawMaterial & { recomputedFormulations: number };

function useInvalidateRawMaterials() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: RAW_MATERIALS_KEY });
}

export function useCreateRawMaterial() {
  const invalidate = useInvalidateRawMaterials();
  return useMutation({
    mutationFn: (payload: RawMaterialPayload) => api.post<SavedRawMaterial>('/api/ingredients', payload),
    onSuccess: invalidate,
  });
}

export function useUpdateRawMaterial() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateRawMaterials();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: RawMaterialPayload }) =>
      api.put<UpdatedRawMaterial>(`/api/ingredients/${id}`, payload),
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

export function useDeleteRawMaterial() {
  const invalidate = useInvalidateRawMaterials();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/ingredients/${id}`),
    onSuccess: invalidate,
  });
}
