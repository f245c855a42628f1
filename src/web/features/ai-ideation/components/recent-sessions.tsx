import { lazy, Suspense, useEffect } from 'react';
import { RECENT_SESSIONS_SHOWN } from '../../../../domain/ideation/limits.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useRecentSessions } from '../api/get-sessions.ts';

// The list's items carry the rating and "Mark implemented" controls with their optimistic update: fetched as the
// card first renders, beside the sessions' own request, and out of the screen's first download (docs/product-rules.md, "Budgets").
// Until both are there the card shows its loading skeleton.
const loadList = () => import('./session-list.tsx');
const SessionList = lazy(async () => ({ default: (await loadList()).SessionList }));

function Loading() {
  return (
    <div aria-busy="true" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

/**
 * "Recent Sessions" (docs/product-rules.md, "The AI"): the team's first 10 sessions with their authors; a user rates and marks
 * only their own.
 */
export function RecentSessions() {
  const { user } = useAuth();
  const { data, isLoading, isError } = useRecentSessions(true);
  const sessions = (data ?? []).slice(0, RECENT_SESSIONS_SHOWN);
  useEffect(() => void loadList().catch(() => undefined), []);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Sessions</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Loading />
        ) : isError ? (
          <p className="text-muted-foreground text-sm">Could not load the sessions</p>
        ) : sessions.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground text-sm">No AI sessions yet</p>
        ) : (
          <Suspense fallback={<Loading />}>
            <SessionList sessions={sessions} userId={user?.id} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
