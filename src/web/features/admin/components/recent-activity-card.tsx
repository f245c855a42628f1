import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime, formatLabel } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { useActivityPage } from '../api/activity.ts';
import { actionBadgeVariant } from '../lib/activity-display.ts';
import { placeholderKeys } from '../lib/placeholders.ts';

/** As docs/product-rules.md, "The web app" has it: the admin dashboard shows the 5 newest activity entries. */
export const RECENT_ACTIVITY_SHOWN = 5;

export function RecentActivityCard() {
  const { data, isLoading, isError } = useActivityPage({ limit: RECENT_ACTIVITY_SHOWN, offset: 0 });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
        <CardAction>
          <Button asChild variant="outline" size="sm">
            <Link href={href('adminActivity')}>View All Activity</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div aria-busy="true" className="space-y-3">
            {placeholderKeys(RECENT_ACTIVITY_SHOWN).map((key) => (
              <Skeleton key={key} className="h-10 w-full" />
            ))}
          </div>
        ) : isError ? (
          <p className="text-muted-foreground text-sm">Unable to load recent activity</p>
        ) : data?.items.length ? (
          <ul className="divide-y">
            {data.items.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={actionBadgeVariant(entry.action)}>{formatLabel(entry.action)}</Badge>
                  <span className="text-muted-foreground text-xs">
                    {entry.user ?? 'System'} · {formatDateTime(entry.createdAt)}
                  </span>
                </div>
                <p className="text-sm">{entry.description}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">No activity yet</p>
        )}
      </CardContent>
    </Card>
  );
}
