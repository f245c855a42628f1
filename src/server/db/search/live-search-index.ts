import { DATA_ROUTE_WRITE } from '../change-feed.ts';
import { type IndexedRow, TrigramIndex } from './trigram-index.ts';

/**
 * A build starts at most this often: a catalogue written to all the time (formulation lines change raw materials'
 * usage counts) searches in PostgreSQL meanwhile instead of rebuilding on every search.
 */
const MIN_BUILD_INTERVAL_MS = 2_000;

/** What the index needs of the ChangeFeed (ADR 007, ADR 022). */
export interface SearchFeed {
  /** Whether what changed is known now. */
  readonly live: boolean;
  on(event: 'change', listener: (tables?: readonly string[]) => void): unknown;
  /** Resolves once what committed before the call has been announced. */
  settle(): Promise<void>;
}

/**
 * A catalogue's search index kept as current as the database (ADR 067): built from the catalogue's rows on the
 * first search, dropped when the commit feed reports a write to one of its tables (from any instance or script),
 * built again on the next search. Until it is built, and while the feed cannot tell what changed, `current()` is
 * undefined and the list searches in PostgreSQL as before: the index is never older than the database.
 *
 * A write of this process through a data route names no table yet: the index holds back until the feed has read
 * past that write (then it has dropped the index, or the write touched none of its tables), so a user's next
 * search always sees their own change.
 */
export class LiveSearchIndex<A> {
  private index: TrigramIndex<A> | undefined;
  private generation = 0;
  private building = false;
  private lastBuild = Number.NEGATIVE_INFINITY;
  private holds = 0;
  private readonly tables: ReadonlySet<string>;

  constructor(
    private readonly feed: SearchFeed,
    private readonly options: {
      /** The tables its rows are read from. */
      tables: readonly string[];
      /** Every row, in the list's ascending order. */
      load: () => Promise<IndexedRow<A>[]>;
      log: (message: string) => void;
    },
  ) {
    this.tables = new Set(options.tables);
    feed.on('change', (tables) => {
      if (tables?.includes(DATA_ROUTE_WRITE)) this.holdUntilAnnounced();
      else if (!tables || tables.some((table) => this.tables.has(table))) this.drop();
    });
  }

  /** The index if it holds what the database holds now; otherwise undefined, and a build starts if none runs. */
  current(): TrigramIndex<A> | undefined {
    if (!this.feed.live) return undefined;
    if (this.index === undefined) {
      this.build();
      return undefined;
    }
    return this.holds > 0 ? undefined : this.index;
  }

  private drop() {
    this.generation += 1;
    this.index = undefined;
  }

  private build() {
    if (this.building || Date.now() - this.lastBuild < MIN_BUILD_INTERVAL_MS) return;
    this.building = true;
    this.lastBuild = Date.now();
    const generation = this.generation;
    this.options
      .load()
      .then((rows) => TrigramIndex.build(rows))
      // A change reported while it was read: the rows may predate it, so it is not used.
      .then((index) => {
        if (generation === this.generation) this.index = index;
      })
      .catch((error: Error) => this.options.log(`search index not built: ${error.message}`))
      .finally(() => {
        this.building = false;
      });
  }

  private holdUntilAnnounced() {
    if (this.index === undefined) return;
    this.holds += 1;
    this.feed
      .settle()
      // The feed could not read: what changed is unknown.
      .catch(() => this.drop())
      .finally(() => {
        this.holds -= 1;
      });
  }
}

/** A search's page, its rows' JSON joined as the list answers them, and its total. */
export interface SearchAnswer {
  json: string;
  total: number;
}

/** A list's query as far as the index reads it. */
export interface IndexQuery {
  q?: string;
  limit?: number;
  offset?: number;
  sort?: string;
}

/**
 * A search's page from the index, or undefined when the index cannot answer it now: no text or no page, an order
 * other than `key`'s either way, the index not current, or a row of the page `answerable` refuses (its answer
 * needs what only PostgreSQL holds). `accept` is the list's filters, tested on every match.
 */
export function searchPage<A extends { json: string }>(
  index: LiveSearchIndex<A>,
  query: IndexQuery,
  key: string,
  tests: { accept?: (attrs: A) => boolean; answerable?: (attrs: A) => boolean } = {},
): SearchAnswer | undefined {
  const sort = query.sort ?? key;
  if (!query.q || query.limit === undefined || (sort !== key && sort !== `-${key}`)) return;
  const found = index.current()?.search(query.q, {
    offset: query.offset ?? 0,
    limit: query.limit,
    descending: sort !== key,
    accept: tests.accept,
  });
  const { answerable } = tests;
  if (!found || (answerable && !found.rows.every((row) => answerable(row.attrs)))) return;
  return { json: `[${found.rows.map((row) => row.attrs.json).join(',')}]`, total: found.total };
}
