import { Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { ComplianceIssue } from '../../../../domain/compliance/issue-schema.ts';
import { can } from '../../../../domain/user/permissions.ts';
import { IconButton } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useKeepPageInRange, usePageOffset } from '../../../lib/use-page-offset.ts';
import { useIssuePage } from '../api/get-issues.ts';
import { useDeleteIssue } from '../api/issue-mutations.ts';
import { ISSUES_PAGE_SIZE, type IssueFilter } from '../api/issue-page-options.ts';
import { notifySuccess } from '../lib/notify.ts';
import { ComplianceAlertCard } from './compliance-alert-card.tsx';
import { DeleteIssueDialog, IssueFormDialog } from './lazy-dialogs.ts';

/**
 * The alert cards of the compliance screen a page at a time (a new filter starts from the first), with Edit and
 * Delete for those who may.
 */
export function IssueList({ filter }: { filter: IssueFilter }) {
  const { user } = useAuth();
  const canWrite = can(user, 'write', 'compliance');
  const [offset, setOffset] = usePageOffset(JSON.stringify([filter.status, filter.severity]));
  const page = useIssuePage({ limit: ISSUES_PAGE_SIZE, offset, ...filter });
  const { isLoading, isError } = page;
  const issues = page.data?.items;
  const total = page.data?.total ?? 0;
  useKeepPageInRange(page, offset, setOffset, ISSUES_PAGE_SIZE);
  const remove = useDeleteIssue();
  const [editing, setEditing] = useState<ComplianceIssue | null>(null);
  const [deleting, setDeleting] = useState<ComplianceIssue | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess('Issue deleted', `"${deleting.title}" was removed.`);
    } catch (error) {
      notifyError(error, 'Failed to delete issue');
    }
    setDeleting(null);
  }

  if (isLoading) {
    return (
      <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading compliance issues">
        {['i1', 'i2', 'i3'].map((key) => (
          <Skeleton key={key} className="h-40 w-full" />
        ))}
      </div>
    );
  }
  if (isError) return <p className="text-error-ink text-sm">Unable to load compliance issues.</p>;
  if (!issues || total === 0) {
    return (
      <EmptyState
        icon={<ShieldCheck />}
        title="All clear!"
        description={
          filter.status || filter.severity
            ? 'No compliance issues match these filters.'
            : 'No compliance issues have been reported.'
        }
      />
    );
  }

  return (
    <>
      <ul className="space-y-3" aria-label="Compliance issues" aria-busy={page.isPlaceholderData}>
        {issues.map((issue) => (
          <li key={issue.id}>
            <ComplianceAlertCard
              issue={issue}
              extraActions={
                canWrite && (
                  <>
                    <IconButton
                      icon={Pencil}
                      aria-label={`Edit issue ${issue.title}`}
                      onClick={() => setEditing(issue)}
                    />
                    <IconButton
                      icon={Trash2}
                      aria-label={`Delete issue ${issue.title}`}
                      onClick={() => setDeleting(issue)}
                    />
                  </>
                )
              }
            />
          </li>
        ))}
      </ul>
      <Pagination
        offset={offset}
        count={issues.length}
        total={total}
        pageSize={ISSUES_PAGE_SIZE}
        onOffset={setOffset}
      />
      {editing !== null && (
        <Suspense fallback={null}>
          <IssueFormDialog open onOpenChange={(open) => !open && setEditing(null)} issue={editing} />
        </Suspense>
      )}
      {deleting !== null && (
        <Suspense fallback={null}>
          <DeleteIssueDialog
            issue={deleting}
            onOpenChange={(open) => !open && setDeleting(null)}
            onConfirm={confirmDelete}
          />
        </Suspense>
      )}
    </>
  );
}
