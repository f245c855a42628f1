import type { Supplier } from '../../../../domain/supplier/supplier-schema.ts';
// Loaded only through lazy-dialogs.ts, so the alert itself comes with it.
import { ConfirmDeleteAlert } from '../../../components/ui/confirm-delete-alert.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteSupplier } from '../api/supplier-mutations.ts';

/** Deleting a supplier keeps its ingredients; they show "Unknown" as supplier (docs/product-rules.md, "Records"). */
export function DeleteSupplierDialog({
  supplier,
  onOpenChange,
}: {
  supplier: Supplier | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteSupplier();
  return (
    <ConfirmDeleteAlert
      subject={supplier}
      title="Delete Supplier"
      description={(s) =>
        `Are you sure you want to delete "${s.name}"? This action cannot be undone. ${
          (s.ingredientCount ?? 0) > 0
            ? `Its ${s.ingredientCount} ingredient(s) stay in the inventory and will show "Unknown" as their supplier.`
            : 'Ingredients linked to it would show "Unknown" as their supplier; none are linked now.'
        }`
      }
      onClose={() => onOpenChange(false)}
      onConfirm={async (s) => {
        try {
          await remove.mutateAsync(s.id);
          toast({ title: 'Success', description: 'Supplier deleted successfully' });
        } catch (error) {
          notifyError(error, 'Failed to delete supplier');
        }
        onOpenChange(false);
      }}
    />
  );
}
