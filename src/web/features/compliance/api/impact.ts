import { useQuery } from '@tanstack/react-query';
import type { ImpactResponse } from '../../../../domain/compliance/impact-schema.ts';

export const IMPACT_PATH = '/api/compliance/impact';

/** GET /api/compliance/impact (ADR 071): asked once a market and a whole date are chosen. */
export function useImpact(market: string, date: string) {
  return useQuery<ImpactResponse>({
    queryKey: [IMPACT_PATH, { market, date }],
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}
