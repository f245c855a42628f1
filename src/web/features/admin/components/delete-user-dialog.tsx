import type { AdminUser } from '../../../../domain/user/admin-user.ts';
import { deleteUserConfirmation } from '../../../../domain/user/admin-user-messages.ts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteUser } from '../api/users.ts';

/** The delete confirmation (docs/product-rules.md, "The web app"). */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const remove = useDeleteUser();
  return (
    <ConfirmDeleteDialog
      subject={user}
      title="Delete User"
      description={deleteUserConfirmation}
      onClose={onClose}
      onConfirm={async (u) => {
        try {
          await remove.mutateAsync(u.id);
          toast({ title: 'Success', description: 'User deleted successfully' });
        } catch (error) {
          notifyError(error, 'Failed to delete user');
        }
        onClose();
      }}
    />
  );
}
