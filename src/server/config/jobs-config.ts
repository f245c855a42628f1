import { z } from 'zod';
import { bool } from './env-values.ts';

/** What this process runs and how its background jobs are worked off (ADR 039). */
export const jobsEnv = {
  // What this process runs: the web server, the background job worker, or both (ADR 039).
  FORMULARY_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  // Jobs one worker process runs at once.
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  // The periodic jobs (automatic backup, reminders, rules coming into force); off only for tests that run each
  // job themselves.
  JOB_SCHEDULE: bool.optional(),
  // How often a worker says it is alive; a worker silent for three beats is taken for dead and its jobs
  // are released to the others (ADR 039).
  JOB_HEARTBEAT_SECONDS: z.coerce.number().min(0.2).max(300).default(10),
};

export interface JobsConfig {
  role: 'all' | 'web' | 'worker';
  jobConcurrency: number;
  jobHeartbeatMs: number;
  jobSchedule: boolean;
}

type JobsEnv = z.infer<z.ZodObject<typeof jobsEnv>>;

export function jobsConfig(e: JobsEnv): JobsConfig {
  return {
    role: e.FORMULARY_ROLE,
    jobConcurrency: e.JOB_CONCURRENCY,
    jobHeartbeatMs: Math.round(e.JOB_HEARTBEAT_SECONDS * 1000),
    jobSchedule: e.JOB_SCHEDULE ?? true,
  };
}
