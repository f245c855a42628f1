import { useQuery } from '@tanstack/react-query';
import type {
  Formulation,
  FormulationDetail,
  FormulationLine,
} from '../../../../domain/formulation/formulation.ts';
import { formulationKey, formulationLinesKey, formulationVersionsKey } from './keys.ts';

interface Options {
  /**
   * Read it again whenever a screen using it mounts, even when cached: the edit dialog must start from the
   * latest version and revision, not from what an earlier dialog saw (use `isFetchedAfterMount`).
   */
  fresh?: boolean;
}

/** GET /api/formulations/:id: the formulation with its lines and INCI declaration. */
export function useFormulation(id: string | null | undefined, { fresh = false }: Options = {}) {
  return useQuery<FormulationDetail>({
    queryKey: formulationKey(id ?? ''),
    enabled: !!id,
    ...(fresh && { refetchOnMount: 'always' as const }),
  });
}

/** GET /api/formulations/:id/ingredients: the lines the edit dialog loads when it opens (docs/product-rules.md, "The web app"). */
export function useFormulationLines(id: string | null | undefined, { fresh = false }: Options = {}) {
  return useQuery<FormulationLine[]>({
    queryKey: formulationLinesKey(id ?? ''),
    enabled: !!id,
    ...(fresh && { refetchOnMount: 'always' as const }),
  });
}

/** GET /api/formulations/:id/versions: every version of the product, ascending. */
export function useFormulationVersions(id: string | null | undefined) {
  return useQuery<Formulation[]>({ queryKey: formulationVersionsKey(id ?? ''), enabled: !!id });
}
