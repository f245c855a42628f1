import { lazy } from 'react';

// The substance form carries zod, react-hook-form and the domain schema: loaded when first opened, so the
// screen's first download stays within the route budget (DESIGN §14).
export const SubstanceFormDialog = lazy(async () => ({
  default: (await import('./substance-form-dialog.tsx')).SubstanceFormDialog,
}));
