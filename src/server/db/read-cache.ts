/**
 * What a cache needs of the ChangeFeed: whether it may serve, and the change signal with the tables written
 * (undefined: anything may have changed).
 */
export interface ChangeSource {
  readonly usable: boolean;
  on(event: 'change', listener: (tables?: readonly string[]) => void): unknown;
}

interface Entry<V> {
  generation: number;
  value: V;
  bytes: number;
}

/**
 * Values read from the database, kept in memory until the next change the feed reports (ADR 007). A read
 * opens with `begin()` and stores with the generation it began at: if a change came meanwhile, the value may
 * predate it and is not kept. Nothing is served or kept while the feed is not listening.
 *
 * `tables`: the tables its values are read from. A change naming only other tables leaves it be: the sessions
 * cache must not be emptied by every formulation saved, or under write load each request reads its session
 * again. A change that names no table (the feed reconnecting, a write whose tables are unknown) empties it.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;
  private generation = 0;
  private readonly tables: ReadonlySet<string> | undefined;

  constructor(
    private readonly feed: ChangeSource,
    private readonly limits: { maxEntries: number; maxBytes?: number; tables?: readonly string[] },
  ) {
    this.tables = limits.tables && new Set(limits.tables);
    feed.on('change', (tables) => {
      if (this.tables && tables && !tables.some((table) => this.tables!.has(table))) return;
      this.generation += 1;
      this.clear();
    });
  }

  get(key: string): V | undefined {
    if (!this.feed.usable) return undefined;
    const entry = this.entries.get(key);
    return entry && entry.generation === this.generation ? entry.value : undefined;
  }

  /** The generation a read starts at; pass it to `set`. */
  begin(): number {
    return this.generation;
  }

  set(key: string, generation: number, value: V, bytes = 0) {
    if (!this.feed.usable || generation !== this.generation) return;
    if (this.limits.maxBytes !== undefined && bytes > this.limits.maxBytes / 4) return;
    this.delete(key);
    // Oldest first out: Map iterates in insertion order.
    for (const [oldest] of this.entries) {
      if (
        this.entries.size < this.limits.maxEntries &&
        (this.limits.maxBytes === undefined || this.bytes + bytes <= this.limits.maxBytes)
      )
        break;
      this.delete(oldest);
    }
    this.entries.set(key, { generation, value, bytes });
    this.bytes += bytes;
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }
}
