import { lazy } from 'react';

// The dialogs carry the forms (zod, react-hook-form) and the selects: loaded when first opened, so the
// screen's first download stays within the route budget (DESIGN §14).
export const IssueFormDialog = lazy(async () => ({
  default: (await import('./issue-form-dialog.tsx')).IssueFormDialog,
}));
export const RuleFormDialog = lazy(async () => ({
  default: (await import('./rule-form-dialog.tsx')).RuleFormDialog,
}));
export const DeleteIssueDialog = lazy(async () => ({
  default: (await import('./delete-issue-dialog.tsx')).DeleteIssueDialog,
}));
// The rule library tab (its table, badges and delete confirmation) loads when the tab is first opened.
export const RuleLibrary = lazy(async () => ({
  default: (await import('./rule-library.tsx')).RuleLibrary,
}));
// The annex import tab (ADR 055) loads when first opened.
export const RegulatoryData = lazy(async () => ({
  default: (await import('./regulatory-data.tsx')).RegulatoryData,
}));
