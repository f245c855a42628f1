import { useInfiniteQuery } from '@tanstack/react-query';
import { formulationListOptions } from './formulation-list-options.ts';

export function useFormulationList(q: string) {
  return useInfiniteQuery(formulationListOptions(q));
}
