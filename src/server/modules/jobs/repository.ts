import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export type QueueRow = {
  queue: string;
  waiting: number;
  running: number;
  scheduled: number;
  failed: number;
  oldest_waiting_seconds: number | null;
};

export type DeadRow = {
  id: string;
  queue: string;
  payload: Record<string, unknown> | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
};

/**
 * Reads graphile-worker's queue (ADR 039). The public view `graphile_worker.jobs` has no payload, so the
 * dead-letter list reads it from the queue's table (`_private_jobs`), which graphile-worker 0.17 keeps stable.
 */
export function createJobRepository(db: Executor) {
  return {
    async queues(): Promise<QueueRow[]> {
      const result = await db.execute<QueueRow>(sql`
        select task_identifier as queue,
          count(*) filter (where locked_at is null and attempts < max_attempts and run_at <= now())::int as waiting,
          count(*) filter (where locked_at is not null)::int as running,
          count(*) filter (where locked_at is null and attempts < max_attempts and run_at > now())::int as scheduled,
          count(*) filter (where locked_at is null and attempts >= max_attempts)::int as failed,
          extract(epoch from now() - min(run_at) filter (
            where locked_at is null and attempts < max_attempts and run_at <= now()
          ))::float8 as oldest_waiting_seconds
        from graphile_worker.jobs
        group by task_identifier
        order by task_identifier`);
      return result.rows;
    },

    async deadLetters(limit: number): Promise<DeadRow[]> {
      const result = await db.execute<DeadRow>(sql`
        select j.id::text as id, t.identifier as queue, j.payload, j.attempts, j.last_error, j.created_at,
          j.updated_at
        from graphile_worker._private_jobs j
        join graphile_worker._private_tasks t on t.id = j.task_id
        where j.locked_at is null and j.attempts >= j.max_attempts
        order by j.updated_at desc, j.id desc
        limit ${limit}`);
      return result.rows.map((row) => ({
        ...row,
        created_at: new Date(row.created_at),
        updated_at: new Date(row.updated_at),
      }));
    },

    /** Gives a dead job its attempts back and makes it due now; false when no such dead job. */
    async retry(id: string): Promise<boolean> {
      const dead = await db.execute(sql`
        select 1 from graphile_worker.jobs
        where id = ${id}::bigint and locked_at is null and attempts >= max_attempts`);
      if (dead.rows.length === 0) return false;
      await db.execute(sql`
        select id from graphile_worker.reschedule_jobs(array[${id}::bigint], run_at => now(), attempts => 0)`);
      return true;
    },
  };
}
