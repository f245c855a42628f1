import { useQuery } from '@tanstack/react-query';
import type { SearchSuggestion } from '../../../../domain/common/search-suggestion.ts';
import { RAW_MATERIALS_KEY } from './list-raw-materials.ts';

/**
 * "Did you mean" for a search that found nothing (ADR 067): the closest raw-material names and INCI names. Asked
 * only then (an empty `q` asks nothing); under the inventory's key, so a change to it reloads it like the list.
 */
export function useRawMaterialSuggestions(q: string) {
  return useQuery<SearchSuggestion[]>({
    queryKey: [...RAW_MATERIALS_KEY, 'suggestions', { q }],
    enabled: q !== '',
  });
}
