import { KeyRound, LockOpen } from 'lucide-react';
import type { AdminUser } from '../../../../domain/user/admin-user.ts';
import { displayName } from '../../../../domain/user/initials.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useResetTwoFactor, useUnlockUser } from '../api/users.ts';

/** A user's sign-in state for the administrator: a locked sign-in to lift, two-factor to reset (issue 13). */
export function UserSecurityActions({ user }: { user: AdminUser }) {
  const unlock = useUnlockUser();
  const reset = useResetTwoFactor();
  const name = displayName(user);

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      toast({ variant: 'success', title: done });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: readApiError(error).message });
    }
  }

  return (
    <>
      {user.lockedOut && (
        <>
          <Badge variant="red">Locked</Badge>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Unlock sign-in for ${name}`}
            title="Unlock sign-in"
            disabled={unlock.isPending}
            onClick={() => run(() => unlock.mutateAsync(user.id), `${name} can sign in again`)}
          >
            <LockOpen aria-hidden="true" />
          </Button>
        </>
      )}
      {user.twoFactorEnabled && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Reset two-factor sign-in for ${name}`}
          title="Reset two-factor sign-in"
          disabled={reset.isPending}
          onClick={() => run(() => reset.mutateAsync(user.id), `Two-factor sign-in reset for ${name}`)}
        >
          <KeyRound aria-hidden="true" />
        </Button>
      )}
    </>
  );
}
