import { setImmediate as yieldToEvents } from 'node:timers/promises';

/**
 * One catalogue row as the index holds it: its id, its stored search text (already lower-cased by PostgreSQL,
 * ADR 067), its place in the list's order, and what the list's filters test.
 */
export interface IndexedRow<A> {
  id: string;
  text: string;
  /** Equal for rows whose sort key is equal (PostgreSQL's dense_rank over it): ties keep their id order. */
  group: number;
  attrs: A;
}

export interface IndexPage<A> {
  rows: IndexedRow<A>[];
  total: number;
}

/** Rows handled between two yields to the event loop while building: about 10 ms of work at most. */
const ROWS_PER_SLICE = 500;

/**
 * The search texts of one catalogue in memory, in the list's order, with the positions of every three-character
 * piece (trigram) of each text: a search takes the rarest trigram of its text and tests only the rows that hold
 * it, so a page and its total cost the matches' number, not the catalogue's (ADR 067). What matches is exactly
 * what `search_text LIKE '%text%'` matches: the text found anywhere in the stored search text.
 */
export class TrigramIndex<A> {
  private constructor(
    private readonly rows: readonly IndexedRow<A>[],
    private readonly postings: ReadonlyMap<string, Int32Array>,
  ) {}

  /** Rows in the list's ascending order; built in slices so that a large catalogue never holds up requests. */
  static async build<A>(rows: readonly IndexedRow<A>[]): Promise<TrigramIndex<A>> {
    const lists = new Map<string, number[]>();
    for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
      if (start > 0) await yieldToEvents();
      const end = Math.min(rows.length, start + ROWS_PER_SLICE);
      for (let position = start; position < end; position++) {
        for (const trigram of trigramsOf(rows[position]!.text)) {
          const list = lists.get(trigram);
          if (list === undefined) lists.set(trigram, [position]);
          else list.push(position);
        }
      }
    }
    const postings = new Map<string, Int32Array>();
    for (const [trigram, list] of lists) postings.set(trigram, Int32Array.from(list));
    return new TrigramIndex(rows, postings);
  }

  get size(): number {
    return this.rows.length;
  }

  /**
   * The page of rows whose text holds `q` (trimmed, lower-cased) and that `accept` lets through, with their total.
   * `descending`: the list's order reversed, ties still by id ascending, as `order by key desc, id asc`.
   */
  search(
    q: string,
    page: { offset: number; limit: number; descending?: boolean; accept?: (attrs: A) => boolean },
  ): IndexPage<A> {
    const needle = q.trim().toLowerCase();
    const matches: number[] = [];
    const test = (position: number) => {
      const row = this.rows[position]!;
      if (row.text.includes(needle) && (!page.accept || page.accept(row.attrs))) matches.push(position);
    };
    const candidates = this.candidates(needle);
    if (candidates === null) for (let position = 0; position < this.rows.length; position++) test(position);
    else for (const position of candidates) test(position);
    const ordered = page.descending ? this.descending(matches) : matches;
    const rows = ordered.slice(page.offset, page.offset + page.limit).map((position) => this.rows[position]!);
    return { rows, total: matches.length };
  }

  /** The positions of the rarest trigram of `needle`, ascending; null: too short to have one, test every row. */
  private candidates(needle: string): Int32Array | null {
    let rarest: Int32Array | null = null;
    for (const trigram of trigramsOf(needle)) {
      const list = this.postings.get(trigram);
      if (list === undefined) return new Int32Array(0);
      if (rarest === null || list.length < rarest.length) rarest = list;
    }
    return rarest;
  }

  /** Ascending positions in descending order of group, each group's rows still ascending (by id). */
  private descending(ascending: readonly number[]): number[] {
    const result: number[] = [];
    let end = ascending.length;
    while (end > 0) {
      const group = this.rows[ascending[end - 1]!]!.group;
      let start = end - 1;
      while (start > 0 && this.rows[ascending[start - 1]!]!.group === group) start--;
      for (let i = start; i < end; i++) result.push(ascending[i]!);
      end = start;
    }
    return result;
  }
}

/**
 * `items` mapped in slices with a yield to the event loop between them: for work over a whole catalogue (tens of
 * thousands of rows) that must not hold up the requests arriving meanwhile.
 */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T) => R): Promise<R[]> {
  const result: R[] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_SLICE) {
    if (start > 0) await yieldToEvents();
    for (const item of items.slice(start, start + ROWS_PER_SLICE)) result.push(map(item));
  }
  return result;
}

/** The distinct three-character pieces of a text (none under three characters). */
export function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) trigrams.add(text.slice(i, i + 3));
  return trigrams;
}
