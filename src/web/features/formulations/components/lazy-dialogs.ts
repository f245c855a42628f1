import { lazyDialog, shownWhileMounted } from '../../../components/ui/lazy-dialog.tsx';

// The dialogs carry the form (zod, react-hook-form), the selects and the cost engine (decimal.js): fetched once the
// screen is idle and shown when first opened, so the grid's first download stays within the route budget (docs/product-rules.md, "Budgets").
export const CreateFormulationDialog = lazyDialog(
  async () => (await import('./create-formulation-dialog.tsx')).CreateFormulationDialog,
  shownWhileMounted,
);
export const EditFormulationDialog = lazyDialog(
  async () => (await import('./edit-formulation-dialog.tsx')).EditFormulationDialog,
  shownWhileMounted,
);
export const ViewFormulationDialog = lazyDialog(
  async () => (await import('./view-formulation-dialog.tsx')).ViewFormulationDialog,
  shownWhileMounted,
);
export const CompareVersionsDialog = lazyDialog(
  async () => (await import('./compare-versions-dialog.tsx')).CompareVersionsDialog,
  shownWhileMounted,
);
export const DeleteFormulationDialog = lazyDialog(
  async () => (await import('./delete-formulation-dialog.tsx')).DeleteFormulationDialog,
  shownWhileMounted,
);
