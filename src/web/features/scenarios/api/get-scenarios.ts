import { useQuery } from '@tanstack/react-query';
import type { Scenario } from '../../../../domain/scenario/scenario-schema.ts';

/** The API path is the key, so the live event stream refreshes the list when any scenario changes. */
export const SCENARIOS_KEY = ['/api/scenarios'] as const;

/** Every scenario, newest first. */
export function useScenarios() {
  return useQuery<Scenario[]>({ queryKey: SCENARIOS_KEY });
}
