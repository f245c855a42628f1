import { EventEmitter } from 'node:events';
import type { CommitFeed } from './commit-feed.ts';

/**
 * The table a local write names when only its route is known (a data route: formulations, raw materials, ...):
 * caches reading sessions, users or settings keep their entries; the commit feed names the real tables soon after.
 */
export const DATA_ROUTE_WRITE = '(a data route)';

/**
 * Tells the process's read caches (sessions, GET answers) when the data may have changed, so they never serve
 * what the database no longer says (ADR 007). A trigger on every table records the written table with the
 * transaction, whoever wrote: this process, another instance, a script; the commit feed announces it once
 * committed (ADR 022). Writes of this process also bump the generation synchronously (`wrote()` when a
 * state-changing request answers), so a user always reads their own write here, even before the feed reads it.
 *
 * A cache keeps an entry only while the generation it was read at is still the current one, and is used only
 * while the feed reads: when a read fails, or PostgreSQL restarted, caching pauses and a new generation starts.
 */
export class ChangeFeed extends EventEmitter {
  /** Bumped on every change: an entry read at an older generation is stale. */
  generation = 0;
  private listening = false;
  private settling: Promise<void> = Promise.resolve();
  private queuedSettle: Promise<void> | undefined;

  constructor(
    private readonly commits: CommitFeed,
    private readonly enabled: boolean,
  ) {
    super();
    this.setMaxListeners(0);
    commits.on('tables', (tables: string[]) => {
      this.bump(tables);
      // Which tables were written: open event streams re-check their session when sessions or users change.
      for (const table of tables) this.emit('table', table);
    });
    // Whatever was written while the feed could not read is unknown: start from a new generation.
    commits.on('unknown', () => this.bump());
  }

  /** Whether caches may serve from memory now. */
  get usable(): boolean {
    return this.enabled && this.live;
  }

  /** Whether what changed is known now: the feed has started and its last read succeeded (READ_CACHE aside). */
  get live(): boolean {
    return this.listening && this.commits.ok;
  }

  /** `tables`: what was written, when known; caches reading none of them keep their entries. */
  bump(tables?: readonly string[]) {
    this.generation += 1;
    this.emit('change', tables);
  }

  /** This process wrote (a state-changing request answers): stale here at once, and announced to the others. */
  wrote(tables?: readonly string[]) {
    this.bump(tables);
    this.commits.written();
  }

  /** Caches serve from memory from here on (the commit feed has started). */
  start() {
    this.listening = true;
    this.bump();
  }

  stop() {
    this.listening = false;
    this.bump();
  }

  /** Resolves once every change committed before the call has reached the caches (tests' direct writes). */
  sync() {
    return this.commits.sync();
  }

  /**
   * Resolves once every change committed before the call has reached the caches, as `sync`, but calls made while
   * one runs share the next: a burst of writes costs two reads of the feed, not one each.
   */
  settle(): Promise<void> {
    if (this.queuedSettle) return this.queuedSettle;
    const next: Promise<void> = this.settling
      .catch(() => undefined)
      .then(() => {
        this.queuedSettle = undefined;
        return this.commits.sync();
      });
    this.queuedSettle = next;
    this.settling = next;
    return next;
  }
}
