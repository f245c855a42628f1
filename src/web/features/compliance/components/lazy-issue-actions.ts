import { lazy } from 'react';

// Apart from lazy-dialogs.ts: an alert card (on the dashboard too) needs only these two, not the list's dialogs.

// The urgent-action form carries zod and react-hook-form: loaded when first opened.
export const UrgentActionDialog = lazy(async () => ({
  default: (await import('./urgent-action-dialog.tsx')).UrgentActionDialog,
}));
// The Update Status menu carries the dropdown primitives (floating-ui, focus and scroll locks): it loads as its
// card renders, after the screen's first download.
export const IssueStatusMenu = lazy(async () => ({
  default: (await import('./issue-status-menu.tsx')).IssueStatusMenu,
}));
