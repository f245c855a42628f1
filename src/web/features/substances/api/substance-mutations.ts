import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Substance, SubstanceSaved } from '../../../../domain/substance/substance-schema.ts';
import { api } from '../../../lib/api.ts';
import type { SubstancePayload } from '../lib/substance-form-values.ts';
import { CHANGE_PROPOSALS_KEY } from './change-proposals.ts';
import { SUBSTANCES_KEY } from './list-substances.ts';

function useInvalidateSubstances() {
  const queryClient = useQueryClient();
  // A save may file a change proposal (ADR 037): the list of changes awaiting review reloads too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SUBSTANCES_KEY }),
      queryClient.invalidateQueries({ queryKey: CHANGE_PROPOSALS_KEY }),
    ]);
}

export function useCreateSubstance() {
  const invalidate = useInvalidateSubstances();
  return useMutation({
    mutationFn: (payload: SubstancePayload) => api.post<Substance>('/api/substances', payload),
    onSuccess: invalidate,
  });
}

export function useUpdateSubstance() {
  const invalidate = useInvalidateSubstances();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: SubstancePayload }) =>
      api.put<SubstanceSaved>(`/api/substances/${id}`, payload),
    onSuccess: invalidate,
  });
}

export function useDeleteSubstance() {
  const invalidate = useInvalidateSubstances();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/substances/${id}`),
    onSuccess: invalidate,
  });
}
