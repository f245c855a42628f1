import { lazy } from 'react';

// The dialogs carry the form (zod, react-hook-form), the selects and the cost engine (decimal.js): loaded
// when first opened, so the grid's first download stays within the route budget (docs/product-rules.md, "Budgets").
export const CreateFormulationDialog = lazy(async () => ({
  default: (await import('./create-formulation-dialog.tsx')).CreateFormulationDialog,
}));
export const EditFormulationDialog = lazy(async () => ({
  default: (await import('./edit-formulation-dialog.tsx')).EditFormulationDialog,
}));
export const ViewFormulationDialog = lazy(async () => ({
  default: (await import('./view-formulation-dialog.tsx')).ViewFormulationDialog,
}));
export const CompareVersionsDialog = lazy(async () => ({
  default: (await import('./compare-versions-dialog.tsx')).CompareVersionsDialog,
}));
export const DeleteFormulationDialog = lazy(async () => ({
  default: (await import('./delete-formulation-dialog.tsx')).DeleteFormulationDialog,
}));
