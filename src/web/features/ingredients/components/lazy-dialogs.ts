import { lazy } from 'react';

// The ingredient form carries zod, react-hook-form and the selects: loaded when first opened, so the screen's
// first download stays within the route budget (DESIGN §14).
export const IngredientFormDialog = lazy(async () => ({
  default: (await import('./ingredient-form-dialog.tsx')).IngredientFormDialog,
}));
