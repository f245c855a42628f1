import { useQuery } from '@tanstack/react-query';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import { ideationKeys } from './keys.ts';

/** GET /api/formulations?limit=500&sort=name, for the context picker. */
export function useFormulationOptions(enabled: boolean) {
  return useQuery<Formulation[]>({ queryKey: ideationKeys.formulationOptions, enabled });
}

/** GET /api/formulations/:id, the selected context (it may not be among the picker's options). */
export function useContextFormulation(id: string | null) {
  return useQuery<Formulation>({ queryKey: ideationKeys.formulation(id ?? ''), enabled: Boolean(id) });
}
