import type { Substance } from '../../../../domain/substance/substance-schema.ts';
// Loaded only through lazy-dialogs.ts, so the alert itself comes with it.
import { ConfirmDeleteAlert } from '../../../components/ui/confirm-delete-alert.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteSubstance } from '../api/substance-mutations.ts';

/**
 * The delete confirmation. A substance in a raw material's composition, or one another substance counts as, is
 * refused by the server with 409; its message names them and is shown as the error toast.
 */
export function DeleteSubstanceDialog({
  substance,
  onOpenChange,
}: {
  substance: Substance | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteSubstance();
  return (
    <ConfirmDeleteAlert
      subject={substance}
      title="Delete Substance"
      description={(s) =>
        `Are you sure you want to delete "${s.inciName}"? This action cannot be undone.${
          s.usageCount > 0
            ? ` It is in the composition of ${s.usageCount} raw material(s): remove it from them first, or the deletion will be refused.`
            : ''
        }`
      }
      onClose={() => onOpenChange(false)}
      onConfirm={async (s) => {
        try {
          await remove.mutateAsync(s.id);
          toast({ title: 'Success', description: 'Substance deleted successfully' });
        } catch (error) {
          notifyError(error, 'Failed to delete substance');
        }
        onOpenChange(false);
      }}
    />
  );
}
