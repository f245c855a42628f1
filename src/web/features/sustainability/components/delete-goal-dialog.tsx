import type { Goal } from '../../../../domain/sustainability/goals.ts';
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
import { useDeleteGoal } from '../api/goal-mutations.ts';

export function DeleteGoalDialog({
  goal,
  onOpenChange,
}: {
  goal: Goal | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteGoal();
  async function confirm() {
    if (!goal) return;
    try {
      await remove.mutateAsync(goal.id);
      toast({ title: 'Success', description: 'Goal deleted successfully' });
    } catch (error) {
      toast({
        title: 'Error',
        description: readApiError(error, 'Failed to delete goal').message,
        variant: 'destructive',
      });
    }
  }
  return (
    <AlertDialog open={goal !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Goal</AlertDialogTitle>
          <AlertDialogDescription>
            Delete "{goal?.title}"? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
