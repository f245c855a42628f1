import { useQuery } from '@tanstack/react-query';
import type { Person } from '../../../../domain/account/people-schema.ts';

/** Query keys are the API paths they read (the default query function GETs them). */
export const PEOPLE_KEY = ['/api/people'] as const;

/** GET /api/people: the profiles the signed-in user may see. */
export function usePeople() {
  return useQuery<Person[]>({ queryKey: PEOPLE_KEY });
}
