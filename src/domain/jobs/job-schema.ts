import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';

/** One queue of background jobs (one per task): what waits, runs, is scheduled and has failed for good. */
export const jobQueueSchema = z.object({
  queue: z.string(),
  label: z.string(),
  waiting: z.number().int(),
  running: z.number().int(),
  scheduled: z.number().int(),
  failed: z.number().int(),
  /** Seconds the oldest waiting job has been due; null when none waits. */
  oldestWaitingSeconds: z.number().nullable(),
});
export type JobQueue = z.infer<typeof jobQueueSchema>;

/** A job that used every attempt and failed: it stays in the dead-letter list until an administrator retries it. */
export const deadJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  label: z.string(),
  /** What the job was about, from its payload (e.g. "export 5f0c…"), or null for a periodic job. */
  subject: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: dateTimeText,
  failedAt: dateTimeText,
});
export type DeadJob = z.infer<typeof deadJobSchema>;

export const jobsOverviewSchema = z.object({
  queues: z.array(jobQueueSchema),
  deadLetters: z.array(deadJobSchema),
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;

/** The dead-letter list shows this many of the most recent failures. */
export const DEAD_LETTER_LIMIT = 100;
