import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NameResolution } from '../../../../domain/substance/substance-schema.ts';

/**
 * What a raw material's INCI text resolves to (INCI name, synonym, CAS or EC number) and, when nothing matches,
 * the close names it may mean: the form's "did you mean" (ADR 035).
 */
export function useNameResolution(name: string, enabled: boolean) {
  const text = name.trim();
  return useQuery<NameResolution>({
    queryKey: ['/api/substances/resolve', { name: text }],
    enabled: enabled && text.length > 0,
    placeholderData: keepPreviousData,
  });
}
