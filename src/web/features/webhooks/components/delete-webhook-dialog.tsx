import type { WebhookEndpoint } from '../../../../domain/integrations/webhooks.ts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteWebhook } from '../api/webhook-mutations.ts';

/** Deleting an endpoint stops its deliveries, queued ones included, and drops its log. */
export function DeleteWebhookDialog({
  endpoint,
  onDeleting,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  /** Called just before the request, so the screen can close the endpoint's delivery log. */
  onDeleting: (endpoint: WebhookEndpoint) => void;
  onClose: () => void;
}) {
  const remove = useDeleteWebhook();
  return (
    <ConfirmDeleteDialog
      subject={endpoint}
      title="Delete Endpoint"
      description={(e) =>
        `Are you sure you want to delete the endpoint ${e.url}? Its queued deliveries are not sent and its delivery log is removed. This action cannot be undone.`
      }
      pendingLabel="Deleting..."
      onClose={onClose}
      onConfirm={async (e) => {
        onDeleting(e);
        try {
          await remove.mutateAsync(e.id);
          toast({ title: 'Success', description: 'Endpoint deleted successfully' });
        } catch (error) {
          notifyError(error, 'Failed to delete endpoint');
        }
        onClose();
      }}
    />
  );
}
