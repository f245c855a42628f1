import { AlertTriangle, Play } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import type { IssueStatus } from '../../../../domain/compliance/constants.ts';
import { statusActionLabel } from '../../../../domain/compliance/display.ts';
import type { ComplianceIssue } from '../../../../domain/compliance/issue-schema.ts';
import { can } from '../../../../domain/user/permissions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { formatLabel } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSetIssueStatus } from '../api/issue-mutations.ts';
import { notifySuccess } from '../lib/notify.ts';
import { IssueStatusMenu, UrgentActionDialog } from './lazy-issue-actions.ts';
import { StatusMenuButton } from './status-menu-button.tsx';

interface IssueActionsProps {
  issue: ComplianceIssue;
  /** The id of the card's title, so each button's accessible description names its alert. */
  titleId: string;
}

/**
 * As docs/product-rules.md, "Compliance" has it: "Start Review" while open (-> in progress), "Update Status" otherwise (a menu), and for critical
 * alerts "Urgent Action Required". Only roles that may edit issues get buttons; others see the urgency as text.
 */
export function IssueActions({ issue, titleId }: IssueActionsProps) {
  const { user } = useAuth();
  const canWrite = can(user, 'write', 'compliance');
  const setStatus = useSetIssueStatus();
  const [urgentOpen, setUrgentOpen] = useState(false);
  // Until the menu's code arrives, its button stands alone: a click opens the menu once it is there.
  const [menuAsked, setMenuAsked] = useState(false);
  const menuFocused = useRef(false);
  // A resolved alert needs nothing urgent, whatever its severity.
  const critical = issue.severity === 'critical' && issue.status !== 'resolved';

  async function moveTo(status: IssueStatus) {
    try {
      await setStatus.mutateAsync({ id: issue.id, status, revision: issue.revision });
      if (status === 'in_progress' && issue.status === 'open') {
        notifySuccess('Review started', `"${issue.title}" is now in progress.`);
      } else {
        notifySuccess('Status updated', `"${issue.title}" is now ${formatLabel(status).toLowerCase()}.`);
      }
    } catch (error) {
      notifyError(error, 'Failed to update status');
    }
  }

  if (!canWrite) {
    return critical ? (
      <p className="flex items-center gap-1.5 font-medium text-error-ink text-sm">
        <AlertTriangle className="size-4" aria-hidden="true" />
        Urgent Action Required
      </p>
    ) : null;
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {issue.status === 'open' ? (
        <Button
          size="sm"
          aria-describedby={titleId}
          disabled={setStatus.isPending}
          onClick={() => void moveTo('in_progress')}
        >
          <Play aria-hidden="true" />
          {statusActionLabel(issue.status)}
        </Button>
      ) : (
        <Suspense
          fallback={
            <StatusMenuButton
              status={issue.status}
              titleId={titleId}
              disabled={setStatus.isPending}
              aria-haspopup="menu"
              aria-expanded={false}
              onClick={() => setMenuAsked(true)}
              onFocus={() => {
                menuFocused.current = true;
              }}
              onBlur={() => {
                menuFocused.current = false;
              }}
            />
          }
        >
          <IssueStatusMenu
            status={issue.status}
            titleId={titleId}
            disabled={setStatus.isPending}
            onMove={(status) => void moveTo(status)}
            defaultOpen={menuAsked}
            focus={menuFocused.current}
          />
        </Suspense>
      )}
      {critical && (
        <>
          <Button
            size="sm"
            variant="destructive"
            aria-describedby={titleId}
            onClick={() => setUrgentOpen(true)}
          >
            <AlertTriangle aria-hidden="true" />
            Urgent Action Required
          </Button>
          {urgentOpen && (
            <Suspense fallback={null}>
              <UrgentActionDialog issue={issue} open onOpenChange={setUrgentOpen} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
