import { type FormEvent, useId, useState } from 'react';
import type { Severity } from '../../../../domain/compliance/constants.ts';
import type { ComplianceIssue } from '../../../../domain/compliance/issue-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSetIssueStatus, useUpdateIssue } from '../api/issue-mutations.ts';
import { notifySuccess } from '../lib/notify.ts';

/** A critical alert gets a week unless it already has a due date. */
const URGENT_DAYS = 7;

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface UrgentActionDialogProps {
  issue: ComplianceIssue;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Urgent Action Required" on a critical alert: the issue in full, focused on what makes it actionable. The user
 * confirms a due date (a week out unless one is set) and takes ownership; an open alert moves to In Progress.
 */
export function UrgentActionDialog({ issue, open, onOpenChange }: UrgentActionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Urgent Action Required</DialogTitle>
          <DialogDescription>{issue.title}</DialogDescription>
        </DialogHeader>
        {open && <UrgentActionForm issue={issue} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function UrgentActionForm({ issue, onDone }: { issue: ComplianceIssue; onDone: () => void }) {
  const id = useId();
  const { user } = useAuth();
  const [dueDate, setDueDate] = useState(issue.dueDate ?? inDays(URGENT_DAYS));
  const [assignToMe, setAssignToMe] = useState(!issue.assigneeId || issue.assigneeId === user?.id);
  const update = useUpdateIssue();
  const setStatus = useSetIssueStatus();
  const pending = update.isPending || setStatus.isPending;

  async function takeAction(event: FormEvent) {
    event.preventDefault();
    try {
      const updated = await update.mutateAsync({
        id: issue.id,
        revision: issue.revision,
        input: {
          title: issue.title,
          description: issue.description,
          severity: issue.severity as Severity,
          region: issue.region,
          dueDate: dueDate || null,
          formulationId: issue.formulationId,
          ingredientId: issue.ingredientId,
          assigneeId: assignToMe && user ? user.id : issue.assigneeId,
        },
      });
      if (issue.status === 'open') {
        await setStatus.mutateAsync({ id: issue.id, status: 'in_progress', revision: updated.revision });
      }
      notifySuccess(
        'Urgent action taken',
        `"${issue.title}" is in progress${dueDate ? `, due ${formatDate(dueDate)}` : ''}.`,
      );
      onDone();
    } catch (error) {
      notifyError(error, 'Failed to update issue');
    }
  }

  return (
    <form onSubmit={takeAction} className="space-y-4">
      <p className="whitespace-pre-line text-sm">{issue.description || 'No description provided'}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Assigned to</dt>
        <dd>{issue.assigneeName ?? 'Unassigned'}</dd>
        <dt className="text-muted-foreground">Current due date</dt>
        <dd>{formatDate(issue.dueDate, 'No due date')}</dd>
      </dl>
      <div className="space-y-2">
        <Label htmlFor={`${id}-due`}>Due date</Label>
        <Input
          id={`${id}-due`}
          type="date"
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
          // The point of this dialog is the deadline.
          autoFocus
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-assign`}
          checked={assignToMe}
          onCheckedChange={(checked) => setAssignToMe(checked === true)}
        />
        <Label htmlFor={`${id}-assign`}>Assign to me</Label>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? 'Saving…' : issue.status === 'open' ? 'Start Urgent Review' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
