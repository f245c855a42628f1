import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Scenario } from '../../../../domain/scenario/scenario-schema.ts';
import { api } from '../../../lib/api.ts';
import type { ScenarioPayload } from '../lib/form-values.ts';
import { SCENARIOS_KEY } from './get-scenarios.ts';

function useInvalidateScenarios() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SCENARIOS_KEY });
}

export function useCreateScenario() {
  const onSuccess = useInvalidateScenarios();
  return useMutation({
    mutationFn: (payload: ScenarioPayload) => api.post<Scenario>('/api/scenarios', payload),
    onSuccess,
  });
}

export function useUpdateScenario() {
  const onSuccess = useInvalidateScenarios();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: ScenarioPayload }) =>
      api.put<Scenario>(`/api/scenarios/${id}`, payload),
    onSuccess,
  });
}

export function useDeleteScenario() {
  const onSuccess = useInvalidateScenarios();
  return useMutation({ mutationFn: (id: string) => api.delete(`/api/scenarios/${id}`), onSuccess });
}

/** Copy and archive: a POST to /api/scenarios/:id/<action>. */
export function useScenarioAction(action: 'copy' | 'archive') {
  const onSuccess = useInvalidateScenarios();
  return useMutation({
    mutationFn: (id: string) => api.post<Scenario>(`/api/scenarios/${id}/${action}`),
    onSuccess,
  });
}

/**
 * Runs a draft. The server commits "running" before it computes; the list shows it at once rather than waiting
 * for the event, and the completed scenario with its results replaces it when the call returns.
 */
export function useRunScenario() {
  const queryClient = useQueryClient();
  const setOne = (id: string, change: (scenario: Scenario) => Scenario) =>
    queryClient.setQueryData<Scenario[]>(SCENARIOS_KEY, (list) =>
      list?.map((scenario) => (scenario.id === id ? change(scenario) : scenario)),
    );
  return useMutation({
    mutationFn: (id: string) => api.post<Scenario>(`/api/scenarios/${id}/run`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: SCENARIOS_KEY });
      setOne(id, (scenario) => ({ ...scenario, status: 'running' }));
    },
    onSuccess: (completed) => setOne(completed.id, () => completed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCENARIOS_KEY }),
  });
}
