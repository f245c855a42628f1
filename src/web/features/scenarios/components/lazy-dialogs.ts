import { lazy } from 'react';

// The scenario form carries zod, react-hook-form and the selects: loaded when first opened, so the screen's first
// download stays within the route budget (DESIGN §14).
export const ScenarioFormDialog = lazy(async () => ({
  default: (await import('./scenario-form-dialog.tsx')).ScenarioFormDialog,
}));
