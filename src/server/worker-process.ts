import type { Config } from './config.ts';
import { JOB_SCHEDULES, type JobHandlers } from './jobs/tasks.ts';
import { type JobWorker, startWorker } from './jobs/worker.ts';
import type { Services } from './services.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A daily run stands for its scheduled day; a test or an administrator may name another. */
const dayOf = (payload: Record<string, unknown>, job: { scheduledFor: Date }) =>
  text(payload.day) || job.scheduledFor.toISOString().slice(0, 10);

/** What each background job does, in terms of the modules' services (ADR 039). */
export function jobHandlers(services: Services): JobHandlers {
  return {
    export: (payload, job) => services.exports.produce(text(payload.exportId), job),
    backup: async () => {
      await services.admin.runScheduled();
    },
    webhook_delivery: (payload) => services.dispatcher.deliver(text(payload.deliveryId)),
    webhook_prune: async () => {
      await services.dispatcher.prune();
    },
    document_files_prune: async () => {
      await services.documents.pruneFiles();
    },
    reminders: async (_payload, job) => {
      await services.reminders.run(job.scheduledFor);
    },
    rules_in_force: async (payload, job) => {
      await services.regulatoryRules.bringIntoForce(dayOf(payload, job));
    },
    rates_in_force: async (payload, job) => {
      await services.supply.rates.bringIntoForce(dayOf(payload, job));
    },
  };
}

/** The background job worker of this process: `npm start` runs it beside the web server (FORMULARY_ROLE). */
export function startJobWorker(
  config: Config,
  databaseUrl: string,
  services: Services,
  log: (message: string) => void,
): Promise<JobWorker> {
  return startWorker({
    databaseUrl,
    handlers: jobHandlers(services),
    concurrency: config.jobConcurrency,
    heartbeatMs: config.jobHeartbeatMs,
    schedules: config.jobSchedule ? JOB_SCHEDULES : [],
    log,
  });
}
