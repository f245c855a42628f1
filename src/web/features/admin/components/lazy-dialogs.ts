import { lazy } from 'react';

// The user form carries zod, react-hook-form and the selects: loaded when first opened, so the screen's first
// download stays within the route budget (DESIGN §14).
export const UserFormDialog = lazy(async () => ({
  default: (await import('./user-form-dialog.tsx')).UserFormDialog,
}));
