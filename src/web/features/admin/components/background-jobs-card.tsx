import { RefreshCw, RotateCcw } from 'lucide-react';
import type { DeadJob } from '../../../../domain/jobs/job-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { readApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useJobsOverview, useRetryJob } from '../api/jobs.ts';

/** "3 min": how long the oldest waiting job has been due. */
function waited(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

/**
 * Background jobs (ADR 039): each queue's waiting, running, scheduled and failed jobs, and the dead-letter list:
 * jobs that failed every attempt, each with its last error and "Retry".
 */
export function BackgroundJobsCard() {
  const overview = useJobsOverview();
  const retry = useRetryJob();

  async function onRetry(job: DeadJob) {
    try {
      await retry.mutateAsync(job.id);
      toast({ title: 'Job Retried', description: `${job.label} #${job.id} runs again.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Retry Failed',
        description: readApiError(error, 'The job could not be retried.').message,
      });
    }
  }

  const queues = overview.data?.queues ?? [];
  const dead = overview.data?.deadLetters ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Background Jobs</CardTitle>
        <CardDescription>
          Exports, backups, webhook deliveries, reminders and rules coming into force run in the background.
        </CardDescription>
        <CardAction>
          <Button
            size="sm"
            variant="outline"
            onClick={() => overview.refetch()}
            disabled={overview.isFetching}
          >
            <RefreshCw aria-hidden="true" className={overview.isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-6">
        {overview.isLoading ? (
          <div aria-busy="true" className="space-y-2">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : overview.isError ? (
          <p className="text-muted-foreground text-sm">Unable to load the background jobs</p>
        ) : (
          <>
            <Table aria-label="Job queues">
              <TableHeader>
                <TableRow>
                  <TableHead>Queue</TableHead>
                  <TableHead className="text-right">Waiting</TableHead>
                  <TableHead className="text-right">Running</TableHead>
                  <TableHead className="text-right">Scheduled</TableHead>
                  <TableHead className="text-right">Failed</TableHead>
                  <TableHead className="text-right">Oldest waiting</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {queues.map((queue) => (
                  <TableRow key={queue.queue}>
                    <TableCell className="font-medium">{queue.label}</TableCell>
                    <TableCell className="text-right tabular-nums">{queue.waiting}</TableCell>
                    <TableCell className="text-right tabular-nums">{queue.running}</TableCell>
                    <TableCell className="text-right tabular-nums">{queue.scheduled}</TableCell>
                    <TableCell className="text-right tabular-nums">{queue.failed}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {waited(queue.oldestWaitingSeconds)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <section aria-labelledby="dead-letters-title" className="space-y-2">
              <h3 id="dead-letters-title" className="font-medium text-sm">
                Failed jobs
              </h3>
              {dead.length === 0 ? (
                <p className="text-muted-foreground text-sm">No failed jobs</p>
              ) : (
                <ul aria-label="Failed jobs" className="divide-y text-sm">
                  {dead.map((job) => (
                    <li key={job.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                      <div className="min-w-0 space-y-1">
                        <p className="font-medium">
                          {job.label} <span className="text-muted-foreground">#{job.id}</span>{' '}
                          <Badge variant="red">{job.attempts} attempts</Badge>
                        </p>
                        <p className="break-words text-muted-foreground text-xs">
                          {job.subject ? `${job.subject} · ` : ''}failed {formatDateTime(job.failedAt)}
                        </p>
                        {job.lastError && <p className="break-words text-xs">{job.lastError}</p>}
                      </div>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => onRetry(job)}
                        disabled={retry.isPending}
                        aria-label={`Retry ${job.label} #${job.id}`}
                      >
                        <RotateCcw aria-hidden="true" />
                        Retry
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
