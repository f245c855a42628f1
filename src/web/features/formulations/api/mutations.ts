import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormulationDetail } from '../../../../domain/formulation/formulation.ts';
import type { FormulationInput } from '../../../../domain/formulation/formulation-schema.ts';
import { api } from '../../../lib/api.ts';
import { DASHBOARD_KEY, FORMULATIONS_KEY, formulationKey } from './keys.ts';
import { toPayload } from './payload.ts';

/**
 * After a change every formulations query reloads (docs/product-rules.md, "The web app"), and the dashboard's figures with them. Not
 * awaited: the dialog closes at once and the list fills in when the reload answers.
 */
function reload(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: FORMULATIONS_KEY });
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
}

/** POST /api/formulations. */
export function useCreateFormulation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FormulationInput) =>
      api.post<FormulationDetail>('/api/formulations', toPayload(input)),
    onSuccess: () => reload(queryClient),
  });
}

/** PUT /api/formulations/:id with the revision the form read (409 when it is stale or the record locked). */
export function useUpdateFormulation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, revision }: { id: string; input: FormulationInput; revision: number }) =>
      api.put<FormulationDetail>(`/api/formulations/${id}`, { ...toPayload(input), revision }),
    onSuccess: () => reload(queryClient),
  });
}

/** DELETE /api/formulations/:id. */
export function useDeleteFormulation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/formulations/${id}`),
    onSuccess: (_, id) => {
      // Its own queries would now answer 404: drop them rather than refetch them.
      queryClient.removeQueries({ queryKey: formulationKey(id) });
      reload(queryClient);
    },
  });
}

/**
 * POST /api/formulations/:id/duplicate: the next version of the product, as a draft; with `ingredients`, those
 * lines instead of the source's (a reformulation saved as a version).
 */
export function useDuplicateFormulation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: string | { id: string; ingredients: { ingredientId: string; ounces: string }[] }) =>
      typeof input === 'string'
        ? api.post<FormulationDetail>(`/api/formulations/${input}/duplicate`)
        : api.post<FormulationDetail>(`/api/formulations/${input.id}/duplicate`, {
            ingredients: input.ingredients,
          }),
    onSuccess: (created) => {
      queryClient.setQueryData(formulationKey(created.id), created);
      reload(queryClient);
    },
  });
}
