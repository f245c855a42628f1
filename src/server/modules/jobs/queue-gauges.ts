import type { JobQueue } from '../../../domain/jobs/job-schema.ts';
import type { GaugeSource } from '../../plugins/metrics.ts';

const STATES = ['waiting', 'running', 'scheduled', 'failed'] as const;
/** Both gauges read one snapshot per scrape: the queue figures cost one query, not one per gauge. */
const SNAPSHOT_MS = 1000;

/**
 * The job queue on /metrics (ADR 039, ADR 044): jobs per queue and state, and the age of the oldest waiting job.
 * The queue is the database's, so every instance reports the same figures; alert on the maximum, not the sum.
 */
export function jobQueueGauges(queueStats: () => Promise<JobQueue[]>): GaugeSource[] {
  let snapshot: { at: number; stats: Promise<JobQueue[]> } | undefined;
  const read = () => {
    const now = Date.now();
    if (!snapshot || now - snapshot.at > SNAPSHOT_MS) snapshot = { at: now, stats: queueStats() };
    return snapshot.stats;
  };
  return [
    {
      name: 'formulary_job_queue_jobs',
      help: 'Background jobs per queue and state (waiting, running, scheduled, failed for good).',
      labelNames: ['queue', 'state'],
      read: async () =>
        (await read()).flatMap((queue) =>
          STATES.map((state) => ({ labels: { queue: queue.queue, state }, value: queue[state] })),
        ),
    },
    {
      name: 'formulary_job_oldest_waiting_seconds',
      help: 'Age of the oldest job waiting to run, per queue (0 when none waits).',
      labelNames: ['queue'],
      read: async () =>
        (await read()).map((queue) => ({
          labels: { queue: queue.queue },
          value: queue.oldestWaitingSeconds ?? 0,
        })),
    },
  ];
}
