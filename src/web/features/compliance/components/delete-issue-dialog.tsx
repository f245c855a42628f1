import type { ComplianceIssue } from '../../../../domain/compliance/issue-schema.ts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';

/** The delete confirmation of an alert card; loaded lazily by the list (docs/product-rules.md, "Budgets"). */
export function DeleteIssueDialog({
  issue,
  onOpenChange,
  onConfirm,
}: {
  issue: ComplianceIssue | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<void>;
}) {
  return (
    <ConfirmDeleteDialog
      subject={issue}
      title="Delete Issue"
      description={(i) => `Delete "${i.title}"? This action cannot be undone.`}
      onClose={() => onOpenChange(false)}
      onConfirm={onConfirm}
    />
  );
}
