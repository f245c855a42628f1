import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useActivityPage } from '../features/admin/api/activity.ts';
import { ActivityFilters } from '../features/admin/components/activity-filters.tsx';
import { ActivityTable } from '../features/admin/components/activity-table.tsx';
import {
  ACTIVITY_PAGE_SIZE,
  activityQuery,
  EMPTY_FILTER,
  pageSummary,
} from '../features/admin/lib/activity-filter.ts';

/** The full activity log behind the admin dashboard's "View All Activity": paged, filtered by user, action and date. */
export function AdminActivityPage() {
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const [page, setPage] = useState(0);
  const { data, isLoading, isError, isFetching } = useActivityPage(activityQuery(filter, page));
  const total = data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / ACTIVITY_PAGE_SIZE) - 1);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Activity Log"
        description="Every change made in the platform: who, what, which record and when."
      />
      <Card className="gap-4">
        <CardContent>
          <ActivityFilters
            value={filter}
            onChange={(next) => {
              setFilter(next);
              setPage(0);
            }}
          />
        </CardContent>
        <CardContent>
          {isError ? (
            <p className="text-error-ink text-sm">Unable to load the activity log</p>
          ) : !isLoading && total === 0 ? (
            <EmptyState
              icon={<History />}
              title="No activity found"
              description="No entry matches these filters."
            />
          ) : (
            <ActivityTable entries={data?.items} isLoading={isLoading} />
          )}
        </CardContent>
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted-foreground text-sm" aria-live="polite" aria-busy={isFetching}>
            {data ? pageSummary(page, data.items.length, total) : ''}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= lastPage}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
