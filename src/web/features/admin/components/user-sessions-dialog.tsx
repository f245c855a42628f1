import type { AdminUser } from '../../../../domain/user/admin-user.ts';
import { displayName } from '../../../../domain/user/initials.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useEndSessions, useUserSessions } from '../api/users.ts';

const STAGES = { active: 'Signed in', two_factor: 'Waiting for the code', enrol: 'Setting up two-factor' };

/**
 * A user's sessions for the administrator (ADR 030): when and from where each signed in and was last seen; end
 * one (a shared computer left signed in) or all of them (a stolen cookie, a leaver).
 */
export function UserSessionsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { data: sessions, isLoading, isError } = useUserSessions(user?.id ?? null);
  const end = useEndSessions(user?.id ?? '');
  const name = user ? displayName(user) : '';

  async function run(sessionId: string | undefined, done: string) {
    try {
      await end.mutateAsync(sessionId);
      toast({ variant: 'success', title: done });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: readApiError(error).message });
    }
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Sessions of {name}</DialogTitle>
          <DialogDescription>
            Where this user is signed in. Ending a session signs that browser out.
          </DialogDescription>
        </DialogHeader>
        {isLoading ? (
          <Skeleton aria-busy="true" className="h-24 w-full" />
        ) : isError ? (
          <p className="text-muted-foreground text-sm">Unable to load the sessions</p>
        ) : sessions?.length ? (
          <ul className="divide-y text-sm" aria-label="Sessions">
            {sessions.map((session) => (
              <li key={session.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium">
                    {STAGES[session.stage]} since {formatDateTime(session.createdAt)}
                    {session.current && (
                      <Badge variant="blue" className="ml-2">
                        This session
                      </Badge>
                    )}
                  </p>
                  <p className="truncate text-muted-foreground text-xs">
                    Last seen {formatDateTime(session.lastSeenAt)} from {session.ip ?? 'an unknown address'} ·{' '}
                    {session.userAgent ?? 'an unknown browser'}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={end.isPending}
                  aria-label={`End the session since ${formatDateTime(session.createdAt)}`}
                  onClick={() => run(session.id, 'Session ended')}
                >
                  End
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">{name} is not signed in anywhere.</p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button
            variant="destructive"
            disabled={end.isPending || !sessions?.length}
            onClick={() => run(undefined, `Every session of ${name} ended`)}
          >
            End All Sessions
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
