import { useQuery } from '@tanstack/react-query';
import type { SearchSuggestion } from '../../../../domain/common/search-suggestion.ts';
import { SUBSTANCES_KEY } from './list-substances.ts';

/**
 * "Did you mean" for a search that found nothing (ADR 067): the closest INCI names and synonyms. Asked only then
 * (an empty `q` asks nothing); under the catalogue's key, so a change to the catalogue reloads it like the list.
 */
export function useSubstanceSuggestions(q: string) {
  return useQuery<SearchSuggestion[]>({
    queryKey: [...SUBSTANCES_KEY, 'suggestions', { q }],
    enabled: q !== '',
  });
}
