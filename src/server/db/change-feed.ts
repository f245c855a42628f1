import { EventEmitter } from 'node:events';
import { ListenConnection } from './listen-connection.ts';

/** The channel the `formulary_notify_change` trigger (migration 0003) notifies with the written table's name. */
export const CHANGE_CHANNEL = 'formulary_changes';

/**
 * Tells the process's read caches (sessions, GET answers) when the data may have changed, so they never serve
 * what the database no longer says (ADR 007). A trigger on every table notifies on commit, whoever wrote:
 * this process, another instance, a script. Writes of this process also bump the generation synchronously
 * (`bump()` when a state-changing request answers), so a user always reads their own write here, even before
 * the notification comes back.
 *
 * A cache keeps an entry only while the generation it was read at is still the current one, and is used only
 * while the feed is listening: a dropped connection could lose notifications, so caching pauses until the
 * feed listens again, and reconnecting starts a new generation.
 */
export class ChangeFeed extends EventEmitter {
  /** Bumped on every change: an entry read at an older generation is stale. */
  generation = 0;
  private listening = false;
  private readonly connection: ListenConnection;

  constructor(
    url: string,
    private readonly enabled: boolean,
    log: (message: string) => void,
  ) {
    super();
    this.setMaxListeners(0);
    this.connection = new ListenConnection(url, CHANGE_CHANNEL, {
      notification: (table) => {
        this.bump(table ? [table] : undefined);
        // Which table was written: open event streams re-check their session when sessions or users change.
        if (table) this.emit('table', table);
      },
      connected: () => {
        // Whatever was written while nobody listened is unknown: start from a new generation.
        this.bump();
        this.listening = true;
      },
      disconnected: () => {
        this.listening = false;
        this.bump();
        log('change feed disconnected: read caches paused');
      },
    });
  }

  /** Whether caches may serve from memory now. */
  get usable(): boolean {
    return this.enabled && this.listening;
  }

  /** `tables`: what was written, when known; caches reading none of them keep their entries. */
  bump(tables?: readonly string[]) {
    this.generation += 1;
    this.emit('change', tables);
  }

  async start() {
    if (this.enabled) await this.connection.start();
  }

  async stop() {
    this.listening = false;
    await this.connection.stop();
  }
}
