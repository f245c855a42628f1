import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useDeleteFormulation } from '../api/mutations.ts';
import { notifySuccess } from '../lib/notify.ts';

/** "Delete Formulation": a confirmation; on success the list reloads and the dialog closes. */
export function DeleteFormulationDialog({
  formulation,
  onClose,
}: {
  formulation: Formulation;
  onClose: () => void;
}) {
  const remove = useDeleteFormulation();
  return (
    <ConfirmDeleteDialog
      subject={formulation}
      title="Delete Formulation"
      description={(f) =>
        `This action cannot be undone. This will permanently delete “${f.name}” (version ${f.version}) and remove all associated data, including its ingredient lines and status history.`
      }
      pendingLabel="Deleting..."
      onClose={onClose}
      onConfirm={async (f) => {
        try {
          await remove.mutateAsync(f.id);
          notifySuccess('Formulation deleted successfully');
          onClose();
        } catch (error) {
          // Stays open on a failure: the user can try again or cancel.
          notifyError(error, 'Failed to delete formulation');
        }
      }}
    />
  );
}
