import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { JOB_TASKS, type JobTask } from './tasks.ts';

export interface EnqueueOptions {
  /** When the job may run (default: now). */
  runAt?: Date;
  /** Attempts before the job lands in the dead-letter list (default: the task's, see tasks.ts). */
  maxAttempts?: number;
  /** At most one waiting job per key: enqueueing again replaces the waiting one. */
  jobKey?: string;
}

/**
 * Enqueues a background job inside the caller's transaction (ADR 039): graphile-worker's `add_job` is a SQL
 * function, so the job commits with the change that asks for it and vanishes with its rollback. The payload
 * carries ids, never records (the job reads them when it runs).
 */
export async function enqueueJob(
  tx: Executor,
  task: JobTask,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await tx.execute(sql`select graphile_worker.add_job(
    identifier => ${task}::text,
    payload => ${JSON.stringify(payload)}::json,
    run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
    max_attempts => ${options.maxAttempts ?? JOB_TASKS[task].maxAttempts}::int,
    job_key => ${options.jobKey ?? null}::text
  )`);
}
