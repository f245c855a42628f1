import { lazy } from 'react';

// The dialogs carry the forms (zod, react-hook-form) and the selects: loaded when first opened, so the
// screen's first download stays within the route budget (docs/product-rules.md, "Budgets"). The one screen on
// React.lazy rather than lazyDialog (docs/recipes.md, "Web: a page, a feature file, a form, a lazy dialog"): it is
// at 119.9 KB of its 120 KB, and lazyDialog's own chunk (0.35 KB) would take it over.
export const IssueFormDialog = lazy(async () => ({
  default: (await import('./issue-form-dialog.tsx')).IssueFormDialog,
}));
export const RuleFormDialog = lazy(async () => ({
  default: (await import('./rule-form-dialog.tsx')).RuleFormDialog,
}));
export const DeleteIssueDialog = lazy(async () => ({
  default: (await import('./delete-issue-dialog.tsx')).DeleteIssueDialog,
}));
