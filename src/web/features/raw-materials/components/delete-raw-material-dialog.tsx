import type { RawMaterial } from '../../../../domain/raw-material/raw-material-schema.ts';
// Loaded only through lazy-dialogs.ts, so the alert itself comes with it.
import { ConfirmDeleteAlert } from '../../../components/ui/confirm-delete-alert.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteRawMaterial } from '../api/raw-material-mutations.ts';

interface DeleteRawMaterialDialogProps {
  rawMaterial: RawMaterial | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The delete confirmation (docs/product-rules.md, "The web app": it mentions the effect on existing formulations). A raw material still in
 * use is refused by the server with 409; its message names the formulations and is shown as the error toast.
 */
export function DeleteRawMaterialDialog({ rawMaterial, onOpenChange }: DeleteRawMaterialDialogProps) {
  const remove = useDeleteRawMaterial();
  return (
    <ConfirmDeleteAlert
      subject={rawMaterial}
      title="Delete Ingredient"
      description={(i) =>
        `Are you sure you want to delete "${i.name}"? This action cannot be undone, and it may affect existing formulations that use this ingredient.${
          (i.usageCount ?? 0) > 0
            ? ` It is used in ${i.usageCount} formulation(s): remove it from them first, or the deletion will be refused.`
            : ''
        }`
      }
      onClose={() => onOpenChange(false)}
      onConfirm={async (i) => {
        try {
          await remove.mutateAsync(i.id);
          toast({ title: 'Success', description: 'Ingredient deleted successfully' });
        } catch (error) {
          notifyError(error, 'Failed to delete ingredient');
        }
        onOpenChange(false);
      }}
    />
  );
}
