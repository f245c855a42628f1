import {
  DEAD_LETTER_LIMIT,
  type DeadJob,
  type JobQueue,
  type JobsOverview,
} from '../../../domain/jobs/job-schema.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { JOB_TASKS } from '../../jobs/tasks.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { createJobRepository, type DeadRow } from './repository.ts';

const labelOf = (queue: string) => (JOB_TASKS as Record<string, { label: string }>)[queue]?.label ?? queue;
const KEPT_ERROR = 1000;

/** "export 5f0c…": the record a job was about, from the ids its payload carries. */
function subjectOf(payload: Record<string, unknown> | null): string | null {
  if (!payload) return null;
  const [key, value] = Object.entries(payload).find(([name]) => !name.startsWith('_')) ?? [];
  return key && typeof value === 'string' ? `${key.replace(/Id$/, '')} ${value}` : null;
}

function toDeadJob(row: DeadRow): DeadJob {
  return {
    id: row.id,
    queue: row.queue,
    label: labelOf(row.queue),
    subject: subjectOf(row.payload),
    attempts: row.attempts,
    lastError: row.last_error?.slice(0, KEPT_ERROR) ?? null,
    createdAt: row.created_at.toISOString(),
    failedAt: row.updated_at.toISOString(),
  };
}

/** The background jobs as administrators see them (ADR 039): the queues, the dead-letter list, retry. */
export function createJobService({ db }: { db: Db }) {
  const repo = createJobRepository(db);

  /**
   * Queue depth and the age of the oldest waiting job, per queue (for /metrics and the admin screen). Every
   * known task is listed, with zeros when it has no job.
   */
  async function queueStats(): Promise<JobQueue[]> {
    const rows = new Map((await repo.queues()).map((row) => [row.queue, row]));
    const names = [...new Set([...Object.keys(JOB_TASKS), ...rows.keys()])];
    return names.map((queue) => {
      const row = rows.get(queue);
      return {
        queue,
        label: labelOf(queue),
        waiting: row?.waiting ?? 0,
        running: row?.running ?? 0,
        scheduled: row?.scheduled ?? 0,
        failed: row?.failed ?? 0,
        oldestWaitingSeconds: row?.oldest_waiting_seconds ?? null,
      };
    });
  }

  return {
    queueStats,

    async overview(): Promise<JobsOverview> {
      const [queues, dead] = await Promise.all([queueStats(), repo.deadLetters(DEAD_LETTER_LIMIT)]);
      return { queues, deadLetters: dead.map(toDeadJob) };
    },

    /** Runs a dead job again with all its attempts; 404 for a job that is not in the dead-letter list. */
    async retry(id: string, actor: Actor) {
      if (!/^\d{1,18}$/.test(id)) throw notFound('Job');
      await db.transaction(async (tx) => {
        if (!(await createJobRepository(tx).retry(id))) throw notFound('Job');
        await recordActivity(tx, actor, {
          action: 'job_retry',
          entityType: 'job',
          entityId: id,
          description: `Retried background job #${id}`,
        });
      });
    },
  };
}
export type JobService = ReturnType<typeof createJobService>;
