import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalFormValues } from '../../../../domain/sustainability/goals.ts';
import { api } from '../../../lib/api.ts';
import { GOALS_KEY, OVERVIEW_KEY } from './get-overview.ts';

export type GoalPayload = GoalFormValues & { revision?: number };

function useInvalidateGoals() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
    await queryClient.invalidateQueries({ queryKey: GOALS_KEY });
  };
}

export function useCreateGoal() {
  const invalidate = useInvalidateGoals();
  return useMutation({
    mutationFn: (payload: GoalPayload) => api.post<Goal>('/api/sustainability/goals', payload),
    onSuccess: invalidate,
  });
}

export function useUpdateGoal() {
  const invalidate = useInvalidateGoals();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: GoalPayload }) =>
      api.put<Goal>(`/api/sustainability/goals/${id}`, payload),
    onSuccess: invalidate,
  });
}

export function useDeleteGoal() {
  const invalidate = useInvalidateGoals();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/sustainability/goals/${id}`),
    onSuccess: invalidate,
  });
}
