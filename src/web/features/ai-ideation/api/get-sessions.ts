import { useQuery } from '@tanstack/react-query';
import type { IdeationSession } from '../../../../domain/ideation/ideation-schema.ts';
import { ideationKeys } from './keys.ts';

/** GET /api/ideation?limit=10: the team's newest sessions with their authors ("Recent Sessions"). */
export function useRecentSessions(enabled: boolean) {
  return useQuery<IdeationSession[]>({ queryKey: ideationKeys.recent, enabled });
}
