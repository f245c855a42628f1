import { useQuery } from '@tanstack/react-query';
import type { Formulation } from '../../../domain/formulation/formulation.ts';

export const FORMULATIONS_KEY = ['/api/formulations'] as const;

/** Every formulation: the cost breakdown table lists them all and the tiles summarise them. */
export function useFormulations() {
  return useQuery<Formulation[]>({ queryKey: FORMULATIONS_KEY });
}
