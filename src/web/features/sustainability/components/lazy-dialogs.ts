import { lazy } from 'react';

// The goal form carries zod, react-hook-form and the selects: loaded when first opened, so the screen's first
// download stays within the route budget (DESIGN §14).
export const GoalFormDialog = lazy(async () => ({
  default: (await import('./goal-form-dialog.tsx')).GoalFormDialog,
}));
