import type { Formulation } from '../../../../domain/formulation/formulation.ts';
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
import { useDeleteFormulation } from '../api/mutations.ts';
import { notifyError, notifySuccess } from '../notify.ts';

/** "Delete Formulation": a confirmation; on success the list reloads and the dialog closes. */
export function DeleteFormulationDialog({
  formulation,
  onClose,
}: {
  formulation: Formulation;
  onClose: () => void;
}) {
  const remove = useDeleteFormulation();

  const confirm = async () => {
    try {
      await remove.mutateAsync(formulation.id);
      notifySuccess('Formulation deleted successfully');
      onClose();
    } catch (error) {
      notifyError(error, 'Failed to delete formulation');
    }
  };

  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Formulation</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. This will permanently delete “{formulation.name}” (version{' '}
            {formulation.version}) and remove all associated data, including its ingredient lines and status
            history.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              // Stay open until the server answers.
              event.preventDefault();
              void confirm();
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
