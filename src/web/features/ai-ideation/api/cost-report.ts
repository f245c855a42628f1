import { useMutation } from '@tanstack/react-query';
import type { CostReport } from '../../../../domain/ideation/ideation-schema.ts';
import { api } from '../../../lib/api.ts';

/** POST /api/ideation/cost-report: every formulation's drivers and best swap, computed on the server. */
export function useCostReport() {
  return useMutation({ mutationFn: () => api.post<CostReport>('/api/ideation/cost-report') });
}
