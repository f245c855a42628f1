import type { MouseEvent } from 'react';
import type { Supplier } from '../../../../domain/supplier/supplier-schema.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteSupplier } from '../api/supplier-mutations.ts';
import { useRetained } from '../lib/use-retained.ts';

/** Deleting a supplier keeps its ingredients; they show "Unknown" as supplier (DESIGN §3). */
export function DeleteSupplierDialog({
  supplier: current,
  onOpenChange,
}: {
  supplier: Supplier | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteSupplier();
  const supplier = useRetained(current);

  async function onConfirm(event: MouseEvent) {
    event.preventDefault();
    if (!supplier) return;
    try {
      await remove.mutateAsync(supplier.id);
      toast({ title: 'Success', description: 'Supplier deleted successfully' });
    } catch (error) {
      const { message } = readApiError(error, 'Failed to delete supplier');
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
    onOpenChange(false);
  }

  const count = supplier?.ingredientCount ?? 0;
  return (
    <AlertDialog open={!!current} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Supplier</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete "{supplier?.name}"? This action cannot be undone.{' '}
            {count > 0
              ? `Its ${count} ingredient(s) stay in the inventory and will show "Unknown" as their supplier.`
              : 'Ingredients linked to it would show "Unknown" as their supplier; none are linked now.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} disabled={remove.isPending}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
