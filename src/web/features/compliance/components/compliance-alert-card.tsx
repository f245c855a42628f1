import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { compactDescription, statusChangedByText } from '../../../../domain/compliance/display.ts';
import type { ComplianceIssue } from '../../../../domain/compliance/issue-schema.ts';
import { useAuth } from '../../../lib/auth.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { IssueActions } from './issue-actions.tsx';
import { AutomatedBadge, IssueStatusBadge, SeverityBadge } from './issue-badges.tsx';

interface ComplianceAlertCardProps {
  issue: ComplianceIssue;
  /** The dashboard's form: description cut at 80 characters, no links or history. */
  compact?: boolean;
  /** Buttons of the full card besides the status actions (e.g. Edit, Delete). */
  extraActions?: ReactNode;
  className?: string;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/**
 * A compliance alert (docs/product-rules.md, "Compliance"): title, description, severity and status badges, region, created and due
 * dates, and the status actions. The full card adds the linked formulation and raw material, the assignee, who
 * changed the status and when, and the "Automated" marker of alerts opened by the rule checks.
 */
export function ComplianceAlertCard({
  issue,
  compact = false,
  extraActions,
  className,
}: ComplianceAlertCardProps) {
  const titleId = useId();
  const { user } = useAuth();
  const Heading = compact ? 'h3' : 'h2';
  return (
    <article
      aria-labelledby={titleId}
      data-issue-id={issue.id}
      className={cn('space-y-3 rounded-lg border bg-surface p-4 text-foreground shadow-xs', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={titleId} className="min-w-0 font-semibold text-sm leading-snug">
          {issue.title}
        </Heading>
        <div className="flex flex-wrap items-center gap-1.5">
          <SeverityBadge severity={issue.severity} />
          <IssueStatusBadge status={issue.status} />
          {!compact && issue.automated && <AutomatedBadge />}
        </div>
      </div>
      {issue.description && (
        <p className={cn('text-muted-foreground text-sm', !compact && 'whitespace-pre-line')}>
          {compact ? compactDescription(issue.description) : issue.description}
        </p>
      )}
      <dl
        className={cn(
          'gap-x-4 gap-y-2',
          // The compact card sits in narrow dashboard columns: its three fields wrap rather than cut.
          compact ? 'flex flex-wrap' : 'grid grid-cols-2 sm:grid-cols-4',
        )}
      >
        <Field label="Region">{issue.region ?? 'Not specified'}</Field>
        <Field label="Created">{formatDate(issue.createdAt)}</Field>
        <Field label="Due">{formatDate(issue.dueDate, 'No due date')}</Field>
        {!compact && (
          <>
            <Field label="Assigned to">{issue.assigneeName ?? 'Unassigned'}</Field>
            <Field label="Formulation">
              {issue.formulationId && issue.formulationName ? (
                <Link
                  href={href('formulations', { edit: issue.formulationId })}
                  className="text-primary-ink underline-offset-4 hover:underline"
                >
                  {issue.formulationName}
                </Link>
              ) : (
                'None'
              )}
            </Field>
            <Field label="Ingredient">{issue.ingredientName ?? 'None'}</Field>
            <Field label="Status changed">
              {issue.statusChangedAt
                ? `${formatDateTime(issue.statusChangedAt)} by ${statusChangedByText(issue, user?.id)}`
                : 'Not yet'}
            </Field>
            {issue.resolvedAt && <Field label="Resolved">{formatDateTime(issue.resolvedAt)}</Field>}
          </>
        )}
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <IssueActions issue={issue} titleId={titleId} />
        {extraActions && <div className="flex items-center gap-1">{extraActions}</div>}
      </div>
    </article>
  );
}
