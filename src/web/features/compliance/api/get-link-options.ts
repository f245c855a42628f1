import { useQuery } from '@tanstack/react-query';

export interface LinkOption {
  id: string;
  name: string;
}

// The issue form's selects need names only; the lists are sorted by name and capped for a select's sake.
const OPTIONS = { limit: 500, sort: 'name' } as const;

/** GET /api/formulations?limit=500&sort=name, for linking an issue to a formulation. */
export function useFormulationOptions(enabled: boolean) {
  return useQuery<LinkOption[]>({ queryKey: ['/api/formulations', OPTIONS], enabled });
}

/** GET /api/ingredients?limit=500&sort=name, for linking an issue to an ingredient. */
export function useRawMaterialOptions(enabled: boolean) {
  return useQuery<LinkOption[]>({ queryKey: ['/api/ingredients', OPTIONS], enabled });
}
