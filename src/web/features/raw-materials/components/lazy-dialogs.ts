import { lazy } from 'react';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';

// The raw material form carries zod, react-hook-form and the selects: fetched once the screen is idle and shown when first opened, so the screen's
// first download stays within the route budget (docs/product-rules.md, "Budgets").
export const RawMaterialFormDialog = lazyDialog(
  async () => (await import('./raw-material-form-dialog.tsx')).RawMaterialFormDialog,
  (props) => props.open,
);
export const WhereUsedDialog = lazyDialog(
  async () => (await import('./where-used-dialog.tsx')).WhereUsedDialog,
  (props) => props.rawMaterial !== null,
);
// The delete confirmation: fetched once the screen is idle, shown when a delete is asked for.
export const DeleteRawMaterialDialog = lazyDialog(
  async () => (await import('./delete-raw-material-dialog.tsx')).DeleteRawMaterialDialog,
  (props) => props.rawMaterial !== null,
);
// "Did you mean": only a search that found nothing needs it (ADR 067).
export const RawMaterialSuggestions = lazy(async () => ({
  default: (await import('./raw-material-suggestions.tsx')).RawMaterialSuggestions,
}));
// A raw material's offers, switch comparison and price history (ADR 061): fetched once the screen is idle.
export const OffersDialog = lazyDialog(
  async () => (await import('./offers-dialog.tsx')).OffersDialog,
  (props) => props.rawMaterial !== null,
);
// "Import CSV or Excel" (its file reading, template and report) is for writers only, and used now and then: it
// loads right after the screen, so the list's first download carries none of it.
export const ImportRawMaterials = lazy(async () => ({
  default: (await import('./import-raw-materials.tsx')).ImportRawMaterials,
}));
