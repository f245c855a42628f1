import { lazy } from 'react';

// The supplier form carries zod, react-hook-form and the selects: loaded when first opened, so the screen's first
// download stays within the route budget (DESIGN §14).
export const SupplierFormDialog = lazy(async () => ({
  default: (await import('./supplier-form-dialog.tsx')).SupplierFormDialog,
}));
