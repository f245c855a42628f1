import { useQuery } from '@tanstack/react-query';
import type { ChangeProposal } from '../../../../domain/change-proposal/change-proposal-schema.ts';

// The live event `substances` reloads every query under this key (a proposal is filed, approved or rejected).
export const CHANGE_PROPOSALS_KEY = ['/api/change-proposals'] as const;

/** GET /api/change-proposals?status=pending: the master data changes awaiting review (ADR 037). */
export function usePendingProposals() {
  return useQuery<ChangeProposal[]>({ queryKey: [...CHANGE_PROPOSALS_KEY, { status: 'pending' }] });
}
