import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdeationSession } from '../../../../domain/ideation/ideation-schema.ts';
import { api } from '../../../lib/api.ts';
import { ideationKeys } from './keys.ts';

export interface SessionChange {
  id: string;
  revision: number;
  rating?: number | null;
  isImplemented?: boolean;
}

type Lists = [readonly unknown[], IdeationSession[] | undefined][];

/**
 * PATCH /api/ideation/:id with the revision read (409 when someone else changed it). The change shows at once
 * (rolled back if refused) and the answer, with its new revision, replaces the cached session.
 */
export function useUpdateSession() {
  const queryClient = useQueryClient();
  const replace = (id: string, apply: (session: IdeationSession) => IdeationSession) =>
    queryClient.setQueriesData<IdeationSession[]>({ queryKey: ideationKeys.all }, (list) =>
      Array.isArray(list) ? list.map((session) => (session.id === id ? apply(session) : session)) : list,
    );
  return useMutation({
    mutationFn: ({ id, ...change }: SessionChange) =>
      api.patch<IdeationSession>(`/api/ideation/${id}`, change),
    onMutate: async ({ id, revision: _revision, ...change }) => {
      await queryClient.cancelQueries({ queryKey: ideationKeys.all });
      const before: Lists = queryClient.getQueriesData<IdeationSession[]>({ queryKey: ideationKeys.all });
      replace(id, (session) => ({ ...session, ...change }));
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (updated) => replace(updated.id, () => updated),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ideationKeys.all }),
  });
}
