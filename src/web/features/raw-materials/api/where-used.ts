import { useQuery } from '@tanstack/react-query';
import { RAW_MATERIALS_KEY } from './list-raw-materials.ts';

/** A formulation that uses the ingredient, as GET /api/ingredients/:id/where-used lists it. */
export interface WhereUsedRow {
  formulationId: string;
  name: string;
  version: number;
  status: string;
  ounces: string;
  /** % w/w of the raw material in that formulation, 4 decimals. */
  concentration: string;
}

/** Only while the dialog is open: a closed dialog must not refetch a raw material that was just deleted. */
export function useWhereUsed(ingredientId: string | undefined, open: boolean) {
  return useQuery<WhereUsedRow[]>({
    queryKey: [...RAW_MATERIALS_KEY, ingredientId, 'where-used'],
    enabled: open && !!ingredientId,
  });
}
