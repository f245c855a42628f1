/**
 * The background jobs (ADR 039): each task's name, as graphile-worker stores it, and how many attempts it gets
 * before it lands in the dead-letter list. graphile-worker waits exp(attempt) seconds between attempts (2.7 s,
 * 7.4 s, 20 s, 55 s, ...).
 */
export const JOB_TASKS = {
  /** One export file (its row in `exports`): build, render, store; progress on the Exports screen. */
  export: { maxAttempts: 3, label: 'Export' },
  /** The automatic backup, hourly: takes one when the newest is older than BACKUP_INTERVAL_HOURS. */
  backup: { maxAttempts: 3, label: 'Automatic backup' },
  /** One webhook delivery (its outbox row); a receiver's failure is retried on ADR 019's schedule. */
  webhook_delivery: { maxAttempts: 5, label: 'Webhook delivery' },
  /** Prunes the delivery log, hourly. */
  webhook_prune: { maxAttempts: 3, label: 'Webhook log pruning' },
  /** Deletes the uploaded documents' files no document names any more (their owner was deleted), daily. */
  document_files_prune: { maxAttempts: 3, label: 'Unused document files pruning' },
  /** Reminders of what falls due (compliance issues), daily. */
  reminders: { maxAttempts: 5, label: 'Reminders' },
  /** Re-checks the formulations of rules whose date arrives, daily just after midnight UTC. */
  rules_in_force: { maxAttempts: 5, label: 'Rules coming into force' },
  /** Prices again the raw materials whose currency's dated rate arrives, daily just after midnight UTC. */
  rates_in_force: { maxAttempts: 5, label: 'Exchange rates coming into force' },
} as const;

export type JobTask = keyof typeof JOB_TASKS;

export interface JobContext {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Whether a failure now puts the job in the dead-letter list. */
  lastAttempt: boolean;
  /** The instant a scheduled run stands for (its cron time; now for others). */
  scheduledFor: Date;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export type JobHandlers = Record<JobTask, JobHandler>;

export interface JobSchedule {
  task: JobTask;
  /** A crontab time (UTC). */
  cron: string;
  /** Runs missed while no worker ran are made up for this far back. */
  backfillHours: number;
}

/** The periodic jobs: graphile-worker's cron runs each once per time across every worker. */
export const JOB_SCHEDULES: readonly JobSchedule[] = [
  { task: 'backup', cron: '7 * * * *', backfillHours: 0 },
  { task: 'webhook_prune', cron: '37 * * * *', backfillHours: 0 },
  { task: 'document_files_prune', cron: '47 3 * * *', backfillHours: 0 },
  { task: 'reminders', cron: '0 7 * * *', backfillHours: 24 },
  { task: 'rules_in_force', cron: '5 0 * * *', backfillHours: 72 },
  { task: 'rates_in_force', cron: '10 0 * * *', backfillHours: 72 },
];
