import { useQuery } from '@tanstack/react-query';
import type { IdeationSession } from '../../../../domain/ideation/ideation-schema.ts';
import { ideationKeys } from './keys.ts';

/** GET /api/ideation?limit=10: the signed-in user's newest sessions ("Recent Sessions"). */
export function useRecentSessions(enabled: boolean) {
  return useQuery<IdeationSession[]>({ queryKey: ideationKeys.recent, enabled });
}
