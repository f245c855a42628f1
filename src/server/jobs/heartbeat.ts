import os from 'node:os';
import type pg from 'pg';

/** A worker silent for this many beats is taken for dead. */
export const BEATS_BEFORE_DEAD = 3;

/**
 * Worker liveness (ADR 039). graphile-worker locks a job by its worker pool's id and, when that process dies
 * (SIGKILL, a lost host), leaves it locked for four hours. Each worker pool therefore beats in `jobs.workers`,
 * and every worker releases (force_unlock_workers) the jobs of pools whose beat stopped: another worker then
 * runs them, as a retry.
 */
export function startHeartbeat(
  pool: pg.Pool,
  poolId: string,
  everyMs: number,
  log: (message: string) => void,
) {
  const staleSeconds = (everyMs * BEATS_BEFORE_DEAD) / 1000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function beat() {
    await pool.query(
      `insert into jobs.workers (pool_id, host, pid) values ($1, $2, $3)
       on conflict (pool_id) do update set beat_at = now()`,
      [poolId, os.hostname(), process.pid],
    );
  }

  /** Releases the jobs held by pools whose beat stopped; returns their ids. */
  async function sweep(): Promise<string[]> {
    const dead = await pool.query<{ locked_by: string }>(
      `select distinct locked_by from graphile_worker.jobs
       where locked_by is not null and locked_at < now() - make_interval(secs => $1)
         and locked_by not in (
           select pool_id from jobs.workers where beat_at > now() - make_interval(secs => $1)
         )`,
      [staleSeconds],
    );
    const ids = dead.rows.map((row) => row.locked_by);
    if (ids.length > 0) {
      await pool.query('select graphile_worker.force_unlock_workers($1::text[])', [ids]);
      log(`Released the jobs of stopped worker(s) ${ids.join(', ')}: they run again`);
    }
    await pool.query(`delete from jobs.workers where beat_at < now() - interval '1 day'`);
    return ids;
  }

  function tick() {
    running = running
      .then(async () => {
        await beat();
        await sweep();
      })
      .catch((error: Error) => log(`job worker heartbeat failed: ${error.message}`));
  }

  return {
    sweep,
    async start() {
      await beat();
      await sweep();
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
      await pool.query('delete from jobs.workers where pool_id = $1', [poolId]).catch(() => undefined);
    },
  };
}
