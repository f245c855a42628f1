import { useId, useState } from 'react';
import type { ChangeProposal } from '../../../../domain/change-proposal/change-proposal-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideProposal } from '../api/decide-proposal.ts';

/** Rejecting a proposed change (ADR 037), with a reason for its proposer; the substance stays as it is. */
export function RejectProposalDialog({
  proposal,
  onOpenChange,
}: {
  proposal: ChangeProposal | null;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const decide = useDecideProposal();

  async function reject() {
    if (!proposal) return;
    try {
      await decide.mutateAsync({ proposal, decision: 'reject', note });
      toast({ title: 'Success', description: `Change to "${proposal.entityName}" rejected` });
      setNote('');
      onOpenChange(false);
    } catch (error) {
      notifyError(error, 'Failed to reject the change');
    }
  }

  return (
    <Dialog open={proposal !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject Change</DialogTitle>
          <DialogDescription>
            {proposal
              ? `The change to "${proposal.entityName}" is not applied; its proposer sees the reason.`
              : '\u00a0'}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={`${id}-note`}>Reason (optional)</Label>
          <Textarea
            id={`${id}-note`}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={reject} disabled={decide.isPending}>
            Reject Change
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
