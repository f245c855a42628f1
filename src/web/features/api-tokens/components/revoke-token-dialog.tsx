import type { ApiToken } from '../../../../domain/integrations/tokens.ts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';

/** The confirmation before a token stops working: revoking cannot be undone, only a new token made. */
export function RevokeTokenDialog({
  token,
  revoke,
  onClose,
}: {
  token: ApiToken | null;
  revoke: (id: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      subject={token}
      title="Revoke API Token"
      confirmLabel="Revoke"
      pendingLabel="Revoking..."
      description={(t) =>
        `Revoke “${t.name}”? Anything that uses it is refused from now on. This cannot be undone.`
      }
      onClose={onClose}
      onConfirm={async (t) => {
        try {
          await revoke(t.id);
          toast({ title: 'Token Revoked', description: `“${t.name}” no longer works.` });
        } catch (error) {
          notifyError(error, 'Failed to revoke token');
        }
        onClose();
      }}
    />
  );
}
