import { EventEmitter } from 'node:events';
import { Logger, parseCronItems, type Runner, run, type TaskList } from 'graphile-worker';
import pg from 'pg';
import { SESSION_OPTIONS } from '../db/client.ts';
import { sanitiseError } from '../safe-error.ts';
import { startHeartbeat } from './heartbeat.ts';
import { JOB_SCHEDULES, JOB_TASKS, type JobHandlers, type JobTask } from './tasks.ts';

export interface WorkerOptions {
  databaseUrl: string;
  handlers: JobHandlers;
  concurrency: number;
  heartbeatMs: number;
  log: (message: string) => void;
  /** How often the queue is read for jobs that fell due (new jobs wake the worker at once). */
  pollMs?: number;
  /** Periodic jobs (default: all of JOB_SCHEDULES); tests that drive jobs themselves pass none. */
  schedules?: typeof JOB_SCHEDULES;
}

export interface JobWorker {
  poolId: string;
  /** Releases the jobs of workers whose heartbeat stopped (also done on every beat). */
  sweep(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * What a failed job keeps as its last error (the dead-letter list shows it to administrators): the database's
 * own message without the values it quotes, never a query's parameters, at most 1000 characters.
 */
export function jobErrorText(error: unknown): string {
  const safe = sanitiseError(error);
  const cause = safe.cause as { message?: string; code?: string } | undefined;
  const own = (safe.code as string | undefined) ? `${safe.message} (${safe.code})` : safe.message;
  const text =
    safe.message.startsWith('Failed query:') && cause?.message
      ? `${cause.message}${cause.code ? ` (${cause.code})` : ''}`
      : own;
  return (text || safe.type).slice(0, 1000);
}

/** Adapts a handler to graphile-worker: the context says which attempt this is and what the run stands for. */
function taskList(handlers: JobHandlers): TaskList {
  return Object.fromEntries(
    (Object.keys(JOB_TASKS) as JobTask[]).map((task) => [
      task,
      async (payload: unknown, helpers) => {
        const body = (payload ?? {}) as Record<string, unknown> & { _cron?: { ts?: string } };
        try {
          await handlers[task](body, {
            jobId: helpers.job.id,
            attempt: helpers.job.attempts,
            lastAttempt: helpers.job.attempts >= helpers.job.max_attempts,
            scheduledFor: body._cron?.ts ? new Date(body._cron.ts) : new Date(),
          });
        } catch (error) {
          throw new Error(jobErrorText(error));
        }
      },
    ]),
  );
}

/**
 * The background job worker (ADR 039): graphile-worker on its own small pool, the periodic jobs, and the
 * heartbeat that lets another worker take over the jobs of one that died.
 */
export async function startWorker(options: WorkerOptions): Promise<JobWorker> {
  // LISTEN for new jobs holds one connection; each job in flight and the cron one more.
  // The same session options as the app's pool (db/client.ts, ADR 042: JIT off), so that a job's statements,
  // which run the app's services, behave on a server built with LLVM as they do on the embedded one.
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    options: SESSION_OPTIONS,
    max: options.concurrency + 3,
  });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const events = new EventEmitter();
  let poolId = '';
  events.on('pool:create', ({ workerPool }: { workerPool: { id: string } }) => {
    poolId = workerPool.id;
  });
  events.on(
    'job:failed',
    ({ job, error }: { job: { task_identifier: string; id: string }; error: unknown }) =>
      options.log(
        `background job ${job.task_identifier} #${job.id} failed: ${(error as Error)?.message ?? error}`,
      ),
  );
  const logger = new Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning') options.log(`job worker: ${message}`);
  });
  const schedules = options.schedules ?? JOB_SCHEDULES;
  let runner: Runner;
  try {
    runner = await run({
      pgPool: pool,
      taskList: taskList(options.handlers),
      concurrency: options.concurrency,
      noHandleSignals: true,
      pollInterval: options.pollMs ?? 1000,
      logger,
      events,
      parsedCronItems: parseCronItems(
        schedules.map((schedule) => ({
          task: schedule.task,
          match: schedule.cron,
          identifier: schedule.task,
          options: {
            backfillPeriod: schedule.backfillHours * 3_600_000,
            maxAttempts: JOB_TASKS[schedule.task].maxAttempts,
          },
        })),
      ),
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  // Without its pool's id the heartbeat would vouch for nobody and this worker's jobs would look abandoned.
  if (!poolId) {
    await runner.stop();
    await pool.end();
    throw new Error('graphile-worker did not announce its worker pool');
  }
  const heartbeat = startHeartbeat(pool, poolId, options.heartbeatMs, options.log);
  await heartbeat.start();
  return {
    poolId,
    sweep: heartbeat.sweep,
    async stop() {
      // Jobs in flight finish (graceful shutdown); then this worker's beat is removed.
      await runner.stop();
      await heartbeat.stop();
      await pool.end();
    },
  };
}
