import type { Scenario } from '../../../../domain/scenario/scenario-schema.ts';
// Loaded only through lazy-dialogs.ts, so the alert itself comes with it.
import { ConfirmDeleteAlert } from '../../../components/ui/confirm-delete-alert.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteScenario } from '../api/scenario-mutations.ts';

/** The confirmation before a scenario and its results are deleted. */
export function DeleteScenarioDialog({
  scenario,
  onOpenChange,
}: {
  scenario: Scenario | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteScenario();
  return (
    <ConfirmDeleteAlert
      subject={scenario}
      title="Delete Scenario"
      description={(s) =>
        `Are you sure you want to delete "${s.name}"? Its parameters and results are removed. This action cannot be undone.`
      }
      onClose={() => onOpenChange(false)}
      onConfirm={async (s) => {
        try {
          await remove.mutateAsync(s.id);
          toast({ title: 'Success', description: 'Scenario deleted successfully' });
        } catch (error) {
          notifyError(error, 'Failed to delete scenario');
        }
        onOpenChange(false);
      }}
    />
  );
}
