import type { AdminUser } from '../../../../domain/user/admin-user.ts';
import { deleteUserConfirmation } from '../../../../domain/user/admin-user-messages.ts';
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
import { useDeleteUser } from '../api/users.ts';

/** The delete confirmation of spec part 2 §2. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const remove = useDeleteUser();

  async function confirm() {
    if (!user) return;
    try {
      await remove.mutateAsync(user.id);
      toast({ title: 'Success', description: 'User deleted successfully' });
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: readApiError(error, 'Failed to delete user').message,
        variant: 'destructive',
      });
      onClose();
    }
  }

  return (
    <AlertDialog open={!!user} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete User</AlertDialogTitle>
          <AlertDialogDescription>{user ? deleteUserConfirmation(user) : ''}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
