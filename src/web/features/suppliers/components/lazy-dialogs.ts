import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';

// The supplier form carries zod, react-hook-form and the selects: fetched once the screen is idle and shown when first opened, so the screen's first
// download stays within the route budget (docs/product-rules.md, "Budgets").
export const SupplierFormDialog = lazyDialog(
  async () => (await import('./supplier-form-dialog.tsx')).SupplierFormDialog,
  (props) => props.open,
);
// The delete confirmation: fetched once the screen is idle, shown when a delete is asked for.
export const DeleteSupplierDialog = lazyDialog(
  async () => (await import('./delete-supplier-dialog.tsx')).DeleteSupplierDialog,
  (props) => props.supplier !== null,
);
