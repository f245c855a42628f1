import type { MouseEvent } from 'react';
import type { Scenario } from '../../../../domain/scenario/scenario-schema.ts';
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
import { useDeleteScenario } from '../api/scenario-mutations.ts';
import { useRetained } from '../lib/use-retained.ts';

/** The confirmation before a scenario and its results are deleted. */
export function DeleteScenarioDialog({
  scenario: current,
  onOpenChange,
}: {
  scenario: Scenario | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteScenario();
  // Keeps the name on screen while the dialog fades out.
  const scenario = useRetained(current);

  async function onConfirm(event: MouseEvent) {
    event.preventDefault();
    if (!scenario) return;
    try {
      await remove.mutateAsync(scenario.id);
      toast({ title: 'Success', description: 'Scenario deleted successfully' });
    } catch (error) {
      const { message } = readApiError(error, 'Failed to delete scenario');
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
    onOpenChange(false);
  }

  return (
    <AlertDialog open={!!current} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Scenario</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete "{scenario?.name}"? Its parameters and results are removed. This
            action cannot be undone.
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
