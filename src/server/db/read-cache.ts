/** What a cache needs of the ChangeFeed: the current generation, whether it may serve, and the change signal. */
export interface ChangeSource {
  readonly generation: number;
  readonly usable: boolean;
  on(event: 'change', listener: () => void): unknown;
}

interface Entry<V> {
  generation: number;
  value: V;
  bytes: number;
}

/**
 * Values read from the database, kept in memory until the next change the feed reports (ADR 007). A read
 * opens with `begin()` and stores with the generation it began at: if anything changed meanwhile, the value
 * may predate the change and is not kept. Nothing is served or kept while the feed is not listening.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;

  constructor(
    private readonly feed: ChangeSource,
    private readonly limits: { maxEntries: number; maxBytes?: number },
  ) {
    feed.on('change', () => this.clear());
  }

  get(key: string): V | undefined {
    if (!this.feed.usable) return undefined;
    const entry = this.entries.get(key);
    return entry && entry.generation === this.feed.generation ? entry.value : undefined;
  }

  /** The generation a read starts at; pass it to `set`. */
  begin(): number {
    return this.feed.generation;
  }

  set(key: string, generation: number, value: V, bytes = 0) {
    if (!this.feed.usable || generation !== this.feed.generation) return;
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
