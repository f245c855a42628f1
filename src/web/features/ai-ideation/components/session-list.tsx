import { CheckCircle2 } from 'lucide-react';
import type { IdeationSession } from '../../../../domain/ideation/ideation-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { type SessionChange, useUpdateSession } from '../api/update-session.ts';
import { StarRating } from './star-rating.tsx';

/** A read-only rating: stars as text, for sessions of other team members. */
function RatingText({ rating }: { rating: number | null }) {
  return (
    <p className="text-muted-foreground text-xs">{rating === null ? 'Not rated' : `Rated ${rating} of 5`}</p>
  );
}

function SessionItem({ session, own }: { session: IdeationSession; own: boolean }) {
  const update = useUpdateSession();
  const change = (values: Omit<SessionChange, 'id' | 'revision'>) =>
    update.mutate(
      { id: session.id, revision: session.revision, ...values },
      { onError: (error) => notifyError(error, 'Failed to update the session') },
    );
  return (
    <li className="space-y-2 py-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-sm">{session.title}</p>
          <p className="text-muted-foreground text-xs">
            {own ? 'You' : session.authorName} · {formatDate(session.createdAt)}
          </p>
        </div>
        {session.isImplemented && (
          <Badge variant="green">
            <CheckCircle2 aria-hidden="true" />
            Implemented
          </Badge>
        )}
      </div>
      {session.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {session.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="gray">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      {/* The team reads every session; only its author rates it or marks it implemented. */}
      {own ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StarRating
            value={session.rating}
            label={`Rating for ${session.title}`}
            disabled={update.isPending}
            onChange={(rating) => change({ rating })}
          />
          <Button
            variant="outline"
            size="sm"
            aria-pressed={session.isImplemented}
            disabled={update.isPending}
            onClick={() => change({ isImplemented: !session.isImplemented })}
          >
            {session.isImplemented ? 'Mark not implemented' : 'Mark implemented'}
          </Button>
        </div>
      ) : (
        <RatingText rating={session.rating} />
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground text-xs">Show answer</summary>
        <p className="mt-2 whitespace-pre-wrap break-words rounded-md bg-muted/40 p-2">{session.response}</p>
      </details>
    </li>
  );
}

/**
 * The sessions of "Recent Sessions" (recent-sessions.tsx loads this after the first render): each with its
 * author, date, tags and answer; the signed-in user rates and marks only their own.
 */
export function SessionList({
  sessions,
  userId,
}: {
  sessions: IdeationSession[];
  userId: string | undefined;
}) {
  return (
    <ul className="divide-y" aria-label="Recent AI sessions">
      {sessions.map((session) => (
        <SessionItem key={session.id} session={session} own={session.userId === userId} />
      ))}
    </ul>
  );
}
