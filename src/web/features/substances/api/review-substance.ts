import type { QueryClient } from '@tanstack/react-query';
import type { Substance } from '../../../../domain/substance/substance-schema.ts';
import { api } from '../../../lib/api.ts';
import { CHANGE_PROPOSALS_KEY } from './change-proposals.ts';
import { SUBSTANCES_KEY } from './list-substances.ts';

/**
 * The regulatory staff's review of a substance created from a name nothing matched (ADR 035). A plain call, not a
 * mutation hook: the screen imports it when the button is pressed, so the catalogue's first download stays within
 * its route budget.
 */
export async function reviewSubstance(
  queryClient: QueryClient,
  substance: Pick<Substance, 'id' | 'revision'>,
) {
  const reviewed = await api.post<Substance>(`/api/substances/${substance.id}/review`, {
    revision: substance.revision,
  });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SUBSTANCES_KEY }),
    queryClient.invalidateQueries({ queryKey: CHANGE_PROPOSALS_KEY }),
  ]);
  return reviewed;
}
