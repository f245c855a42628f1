import { useQuery } from '@tanstack/react-query';
import type { SustainabilityOverview } from '../../../../domain/sustainability/overview.ts';

/** The live event stream reloads every '/api/sustainability…' key when goals, formulations or suppliers change. */
export const OVERVIEW_KEY = ['/api/sustainability/overview'] as const;
export const GOALS_KEY = ['/api/sustainability/goals'] as const;

/** Every figure of the sustainability screen (GET /api/sustainability/overview). */
export function useSustainabilityOverview() {
  return useQuery<SustainabilityOverview>({ queryKey: OVERVIEW_KEY });
}
