import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  OptimizeRequestBody,
  OptimizeResponse,
  RecipeFunctionGroupDto,
} from '../../../../domain/optimizer/schema.ts';
import { api } from '../../../lib/api.ts';
import { formulationFunctionGroupsKey } from './keys.ts';

/** POST /api/formulations/:id/optimize: the cheapest compliant recipe within the bounds given (docs/product-rules.md, "The optimizer"). */
export function useOptimizeFormulation(id: string) {
  return useMutation({
    mutationFn: (body: OptimizeRequestBody) =>
      api.post<OptimizeResponse>(`/api/formulations/${id}/optimize`, body),
  });
}

/** GET /api/formulations/:id/function-groups: the groups the optimizer keeps, with their current share. */
export function useFunctionGroups(id: string) {
  return useQuery<RecipeFunctionGroupDto[]>({ queryKey: formulationFunctionGroupsKey(id) });
}
