import type { ChangeProposal } from '../../../../domain/change-proposal/change-proposal-schema.ts';
import { REVIEWERS_TEXT } from '../../../../domain/change-proposal/reviewers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { usePendingProposals } from '../api/change-proposals.ts';
import { useDecideProposal } from '../api/decide-proposal.ts';

/**
 * Changes to master data that changes compliance, awaiting review (ADR 037): what each changes, who proposed it
 * and when. The regulatory role and administrators approve or reject them here; everyone else sees them wait.
 * Nothing shows while nothing is pending.
 */
export function PendingChanges({
  canDecide,
  onReject,
}: {
  canDecide: boolean;
  onReject: (proposal: ChangeProposal) => void;
}) {
  const pending = usePendingProposals();
  const decide = useDecideProposal();
  const proposals = pending.data ?? [];
  if (proposals.length === 0) return null;

  async function approve(proposal: ChangeProposal) {
    try {
      await decide.mutateAsync({ proposal, decision: 'approve' });
      toast({ title: 'Success', description: `Change to "${proposal.entityName}" approved and applied` });
    } catch (error) {
      notifyError(error, 'Failed to approve the change');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Changes awaiting review</CardTitle>
        <CardDescription>
          Changes to allergen flags, CAS numbers, natural origin indexes, what a substance counts as and what
          a substance is used as in a raw material apply once {REVIEWERS_TEXT} approves them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Changes awaiting review" className="divide-y">
          {proposals.map((proposal) => (
            <li key={proposal.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-64 flex-1 space-y-1">
                <p className="font-medium">
                  {proposal.entityName}
                  {proposal.entityType === 'raw_material' && (
                    <span className="font-normal text-muted-foreground"> (raw material)</span>
                  )}
                </p>
                <ul className="text-sm">
                  {proposal.changes.map((change) => (
                    <li key={change.label}>
                      {change.label}: {change.fromText} → {change.toText}
                    </li>
                  ))}
                </ul>
                <p className="text-muted-foreground text-xs">
                  Proposed by {proposal.proposedBy ?? 'a former user'} on{' '}
                  {formatDateTime(proposal.proposedAt)}
                </p>
              </div>
              {canDecide ? (
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    aria-label={`Approve the change to ${proposal.entityName}`}
                    disabled={decide.isPending}
                    onClick={() => approve(proposal)}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Reject the change to ${proposal.entityName}`}
                    disabled={decide.isPending}
                    onClick={() => onReject(proposal)}
                  >
                    Reject
                  </Button>
                </div>
              ) : (
                <p className="text-muted-foreground text-sm">Awaiting review</p>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
