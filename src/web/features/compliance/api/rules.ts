import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegulatoryRule, RuleFormValues } from '../../../../domain/compliance/rule-schema.ts';
import { api } from '../../../lib/api.ts';
import { RULES_KEY, reloadCompliance } from './keys.ts';

/** GET /api/regulatory-rules: the rule library (every role reads it). */
export function useRules() {
  return useQuery<RegulatoryRule[]>({ queryKey: RULES_KEY });
}

/** A saved rule with what the re-check its change ran found. */
export type SavedRule = RegulatoryRule & { checks: { checked: number; opened: number; resolved: number } };

/** POST /api/regulatory-rules, or PUT /api/regulatory-rules/:id with the revision read. */
export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, revision }: { id?: string; input: RuleFormValues; revision?: number }) =>
      id
        ? api.put<SavedRule>(`/api/regulatory-rules/${id}`, { ...input, revision })
        : api.post<SavedRule>('/api/regulatory-rules', input),
    onSuccess: () => reloadCompliance(queryClient),
  });
}

/** DELETE /api/regulatory-rules/:id. */
export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/regulatory-rules/${id}`),
    onSuccess: () => reloadCompliance(queryClient),
  });
}
