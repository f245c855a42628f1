import { useMutation } from '@tanstack/react-query';
import type { OptimizeRequestBody, OptimizeResponse } from '../../../../domain/optimizer/schema.ts';
import { api } from '../../../lib/api.ts';

/** POST /api/formulations/:id/optimize: the cheapest compliant recipe within the bounds given (DESIGN §4b). */
export function useOptimizeFormulation(id: string) {
  return useMutation({
    mutationFn: (body: OptimizeRequestBody) =>
      api.post<OptimizeResponse>(`/api/formulations/${id}/optimize`, body),
  });
}
