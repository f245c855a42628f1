import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssueStatus } from '../../../../domain/compliance/constants.ts';
import type { ComplianceIssue, IssueFormValues } from '../../../../domain/compliance/issue-schema.ts';
import { api } from '../../../lib/api.ts';
import { reloadCompliance } from './keys.ts';

/** POST /api/compliance/issues ("Report Issue"; every role but viewer). */
export function useReportIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IssueFormValues) => api.post<ComplianceIssue>('/api/compliance/issues', input),
    onSuccess: () => reloadCompliance(queryClient),
  });
}

/** PUT /api/compliance/issues/:id with the revision the form read (409 when stale). */
export function useUpdateIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, revision }: { id: string; input: IssueFormValues; revision: number }) =>
      api.put<ComplianceIssue>(`/api/compliance/issues/${id}`, { ...input, revision }),
    onSuccess: () => reloadCompliance(queryClient),
  });
}

/** PATCH /api/compliance/issues/:id/status: open -> in_progress -> resolved, or reopen. */
export function useSetIssueStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, revision }: { id: string; status: IssueStatus; revision: number }) =>
      api.patch<ComplianceIssue>(`/api/compliance/issues/${id}/status`, { status, revision }),
    onSuccess: () => reloadCompliance(queryClient),
  });
}

/** DELETE /api/compliance/issues/:id. */
export function useDeleteIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/compliance/issues/${id}`),
    onSuccess: () => reloadCompliance(queryClient),
  });
}

export interface CheckCounts {
  checked: number;
  opened: number;
  resolved: number;
}

/** POST /api/compliance/run-checks: the rule library against every formulation. */
export function useRunChecks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CheckCounts>('/api/compliance/run-checks'),
    onSuccess: () => reloadCompliance(queryClient),
  });
}
