import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobsOverview } from '../../../../domain/jobs/job-schema.ts';
import { api } from '../../../lib/api.ts';

export const JOBS_KEY = ['/api/admin/jobs'] as const;

/**
 * The background job queues and the dead-letter list. Jobs change without a live event (a worker elsewhere runs
 * them), so the card reads them afresh whenever it is shown, and on "Refresh".
 */
export function useJobsOverview() {
  return useQuery<JobsOverview>({ queryKey: JOBS_KEY, staleTime: 0 });
}

/** "Retry": the job gets its attempts back and runs now; the list is read again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/admin/jobs/${encodeURIComponent(id)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
