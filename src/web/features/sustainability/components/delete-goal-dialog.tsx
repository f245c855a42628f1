import type { Goal } from '../../../../domain/sustainability/goals.ts';
// Loaded only through lazy-dialogs.ts, so the alert itself comes with it.
import { ConfirmDeleteAlert } from '../../../components/ui/confirm-delete-alert.tsx';
import { notifyError } from '../../../lib/notify.ts';
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
  return (
    <ConfirmDeleteAlert
      subject={goal}
      title="Delete Goal"
      description={(g) => `Delete "${g.title}"? This action cannot be undone.`}
      onClose={() => onOpenChange(false)}
      onConfirm={async (g) => {
        try {
          await remove.mutateAsync(g.id);
          toast({ title: 'Success', description: 'Goal deleted successfully' });
        } catch (error) {
          notifyError(error, 'Failed to delete goal');
        }
        onOpenChange(false);
      }}
    />
  );
}
