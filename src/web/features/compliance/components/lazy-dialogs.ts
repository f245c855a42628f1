import { lazy } from 'react';

// The dialogs carry the forms (zod, react-hook-form) and the selects: loaded when first opened, so the
// screen's first download stays within the route budget (docs/product-rules.md, "Budgets").
export const IssueFormDialog = lazy(async () => ({
  default: (await import('./issue-form-dialog.tsx')).IssueFormDialog,
}));
export const RuleFormDialog = lazy(async () => ({
  default: (await import('./rule-form-dialog.tsx')).RuleFormDialog,
}));
export const DeleteIssueDialog = lazy(async () => ({
  default: (await import('./delete-issue-dialog.tsx')).DeleteIssueDialog,
}));
