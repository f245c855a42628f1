import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { ListenConnection } from './listen-connection.ts';

/** The wake-up channel: a hint that something committed, sent after the commit, never inside a write. */
export const WAKE_CHANNEL = 'formulary_commits';
/** Polls at most this often, however many wake-ups come: under write load, one poll per interval. */
const MIN_INTERVAL_MS = 25;
/** Without any wake-up (a writer that died between its commit and its hint), changes arrive within this. */
const FALLBACK_MS = 250;
const PRUNE_MS = 60_000;

export interface CommittedEvent {
  id: number;
  type: string;
  entityId: string | null;
  userId: string | null;
  ownerId: string | null;
  payload: unknown;
}

type Poll = {
  horizon: string;
  started: string;
  tables: string[];
  events: CommittedEvent[];
  /** Seconds from the oldest of these events being written (its transaction's start) to this read; null: none. */
  lag: number | null;
};

/**
 * What committed, for every server process (ADR 022): the tables written (the read caches' invalidation, ADR 007)
 * and the live feed's events (docs/product-rules.md, "Live updates, jobs and scale-out"). A write records them in its own transaction (a statement trigger adds
 * the table to `table_changes`, the change adds its `events` row), each row stamped with the writing transaction's
 * id; nothing in a write sends NOTIFY, which PostgreSQL serializes at commit across every notifying transaction.
 *
 * Readers poll past a horizon: `pg_snapshot_xmin` of the poll's snapshot, below which every transaction has
 * ended. Rows between the last horizon and the new one are final and complete, whatever order their transactions
 * committed in, so nothing is skipped (reading `events.id > last` would skip an id that commits after a higher
 * one). A long write holds the horizon back: what committed after it is announced when it ends.
 *
 * Polls run when this process wrote (`written()`, after its commit), when another instance's wake-up arrives
 * (a NOTIFY sent after that instance's commit, outside any write transaction), and every FALLBACK_MS.
 */
export class CommitFeed extends EventEmitter {
  private horizon: string | undefined;
  private started: string | undefined;
  private polling: Promise<void> = Promise.resolve();
  private queued = false;
  private lastPoll = 0;
  private lastRead: number | undefined;
  private healthy = false;
  private waking = false;
  private wakeAgain = false;
  private fallback: NodeJS.Timeout | undefined;
  private pruner: NodeJS.Timeout | undefined;
  private readonly wake: ListenConnection;

  constructor(
    private readonly db: Db,
    url: string,
    private readonly log: (message: string) => void,
  ) {
    super();
    this.setMaxListeners(0);
    this.wake = new ListenConnection(url, WAKE_CHANNEL, {
      notification: () => this.poll(),
      connected: () => this.poll(),
      disconnected: () => undefined,
    });
  }

  /** Whether the last poll succeeded: until then, and after a failure, what changed is unknown. */
  get ok(): boolean {
    return this.healthy;
  }

  /** When this process last read the feed (ms since the epoch), for the metrics; undefined before the first. */
  get lastReadAt(): number | undefined {
    return this.lastRead;
  }

  async start() {
    this.poll();
    await this.polling;
    await this.wake.start();
    this.fallback = setInterval(() => this.poll(), FALLBACK_MS);
    this.fallback.unref();
    this.pruner = setInterval(() => void this.prune().catch(() => undefined), PRUNE_MS);
    this.pruner.unref();
  }

  async stop() {
    clearInterval(this.fallback);
    clearInterval(this.pruner);
    await this.wake.stop();
    await this.polling;
  }

  /**
   * This process committed a write: read it here now, and wake the other instances: one wake-up in flight, at
   * most one per MIN_INTERVAL_MS (they poll no more often than that anyway).
   */
  written() {
    this.poll();
    if (this.waking) {
      this.wakeAgain = true;
      return;
    }
    this.waking = true;
    const started = Date.now();
    void this.db
      .execute(sql`select pg_notify(${WAKE_CHANNEL}, '')`)
      .catch(() => undefined)
      .then(() => new Promise((resolve) => setTimeout(resolve, started + MIN_INTERVAL_MS - Date.now())))
      .finally(() => {
        this.waking = false;
        if (this.wakeAgain) {
          this.wakeAgain = false;
          this.written();
        }
      });
  }

  /** Resolves once everything committed before the call has been announced (tests' direct writes). */
  async sync() {
    const { rows } = await this.db.execute<{ next: string }>(
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
    );
    const target = BigInt(rows[0]!.next);
    for (let tries = 0; tries < 200; tries += 1) {
      this.poll();
      await this.polling;
      if (this.horizon !== undefined && BigInt(this.horizon) >= target) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the commit feed did not pass a write within 2 s');
  }

  /** One poll at a time; requests while one waits its turn share it, and polls keep MIN_INTERVAL_MS apart. */
  private poll() {
    if (this.queued) return;
    this.queued = true;
    this.polling = this.polling.then(async () => {
      const wait = this.lastPoll + MIN_INTERVAL_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.queued = false;
      this.lastPoll = Date.now();
      try {
        this.deliver(await this.read());
      } catch (error) {
        if (this.healthy) this.log(`commit feed read failed: ${(error as Error).message}`);
        this.healthy = false;
        this.emit('unknown');
      }
    });
  }

  private async read(): Promise<Poll> {
    const from = this.horizon ?? null;
    const { rows } = await this.db.execute<Poll>(sql`
      with h as (select pg_snapshot_xmin(pg_current_snapshot()) as horizon)
      select h.horizon::text as horizon, pg_postmaster_start_time()::text as started,
        coalesce((select json_agg(distinct c.table_name) from table_changes c
          where ${from}::xid8 is not null and c.tx >= ${from}::xid8 and c.tx < h.horizon), '[]') as tables,
        coalesce((select json_agg(e order by e.id) from (
          select id, type, entity_id as "entityId", user_id as "userId", owner_id as "ownerId", payload
          from events where ${from}::xid8 is not null and tx >= ${from}::xid8 and tx < h.horizon) e), '[]') as events,
        (select extract(epoch from clock_timestamp() - min(created_at))::float8 from events
          where ${from}::xid8 is not null and tx >= ${from}::xid8 and tx < h.horizon) as lag
      from h`);
    return rows[0]!;
  }

  private deliver(poll: Poll) {
    // A restarted PostgreSQL empties table_changes (unlogged): what changed meanwhile is unknown.
    const restarted = this.started !== undefined && poll.started !== this.started;
    const wasHealthy = this.healthy;
    this.horizon = poll.horizon;
    this.started = poll.started;
    this.healthy = true;
    this.lastRead = Date.now();
    if (!wasHealthy || restarted) this.emit('unknown');
    // How far behind the writes this process announces them (the metrics): a long write holds the horizon back.
    if (poll.lag !== null) this.emit('lag', poll.lag);
    if (poll.tables.length) this.emit('tables', poll.tables);
    for (const event of poll.events) this.emit('event', event);
  }

  /** Table changes every instance has read: past the horizon a minute ago (a lagging instance re-reads all). */
  private async prune() {
    await this.db.execute(sql`delete from table_changes
      where at < now() - interval '1 minute' and tx < pg_snapshot_xmin(pg_current_snapshot())`);
  }
}
