import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Substance } from '../../../../domain/substance/substance-schema.ts';

/** Substances matching a search (INCI name, synonym or CAS), for the composition table's picker. */
export function useSubstanceSearch(q: string, enabled: boolean) {
  const text = q.trim();
  return useQuery<Substance[]>({
    queryKey: ['/api/substances', { q: text, limit: 8 }],
    enabled: enabled && text.length > 0,
    placeholderData: keepPreviousData,
  });
}
