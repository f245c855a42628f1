import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeProposal } from '../../../../domain/change-proposal/change-proposal-schema.ts';
import { api } from '../../../lib/api.ts';
import { CHANGE_PROPOSALS_KEY } from './change-proposals.ts';
import { SUBSTANCES_KEY } from './list-substances.ts';

/** Approve or reject a proposal at the revision read; the catalogue and the list reload with the result. */
export function useDecideProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      proposal,
      decision,
      note,
    }: {
      proposal: ChangeProposal;
      decision: 'approve' | 'reject';
      note?: string;
    }) =>
      api.post<ChangeProposal>(`/api/change-proposals/${proposal.id}/${decision}`, {
        revision: proposal.revision,
        ...(decision === 'reject' && { note }),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CHANGE_PROPOSALS_KEY }),
        queryClient.invalidateQueries({ queryKey: SUBSTANCES_KEY }),
      ]),
  });
}
