import { useQuery } from '@tanstack/react-query';
import { KeyRound, Link2, Link2Off, LockOpen, MonitorSmartphone } from 'lucide-react';
import type { AdminUser } from '../../../../domain/user/admin-user.ts';
import { displayName } from '../../../../domain/user/initials.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useResetTwoFactor, useSsoLink, useUnlockUser } from '../api/users.ts';

/**
 * A user's sign-in for the administrator: a locked sign-in to lift (ADR 011), two-factor to reset (ADR 012), their
 * sessions (ADR 030) and, with single sign-on, its link to the account (ADR 032).
 */
export function UserSecurityActions({ user, onSessions }: { user: AdminUser; onSessions: () => void }) {
  const unlock = useUnlockUser();
  const reset = useResetTwoFactor();
  const sso = useSsoLink();
  const { data: config } = useQuery<{ ssoEnabled?: boolean }>({ queryKey: ['/api/app-config'] });
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
      <IconButton
        icon={MonitorSmartphone}
        aria-label={`Sessions of ${name}`}
        title="Sessions"
        onClick={onSessions}
      />
      {config?.ssoEnabled && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={
            user.ssoLinked ? `Unlink single sign-on for ${name}` : `Allow single sign-on to link ${name}`
          }
          title={user.ssoLinked ? 'Unlink single sign-on' : 'Allow single sign-on to link this account'}
          disabled={sso.isPending}
          onClick={() =>
            run(
              () => sso.mutateAsync({ id: user.id, allow: !user.ssoLinked }),
              user.ssoLinked
                ? `${name} is no longer linked to single sign-on`
                : `${name}'s next single sign-on will link the account (for 7 days)`,
            )
          }
        >
          {user.ssoLinked ? <Link2Off aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        </Button>
      )}
      {user.lockedOut && (
        <>
          <Badge variant="red">Locked</Badge>
          <IconButton
            icon={LockOpen}
            aria-label={`Unlock sign-in for ${name}`}
            title="Unlock sign-in"
            disabled={unlock.isPending}
            onClick={() => run(() => unlock.mutateAsync(user.id), `${name} can sign in again`)}
          />
        </>
      )}
      {user.twoFactorEnabled && (
        <IconButton
          icon={KeyRound}
          aria-label={`Reset two-factor sign-in for ${name}`}
          title="Reset two-factor sign-in"
          disabled={reset.isPending}
          onClick={() => run(() => reset.mutateAsync(user.id), `Two-factor sign-in reset for ${name}`)}
        />
      )}
    </>
  );
}
