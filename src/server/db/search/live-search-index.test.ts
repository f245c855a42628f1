import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_ROUTE_WRITE } from '../change-feed.ts';
import { LiveSearchIndex, searchPage } from './live-search-index.ts';

/** A change feed that the test drives: live or not, changes announced, settle resolved by hand. */
class FakeFeed extends EventEmitter {
  live = true;
  settles: (() => void)[] = [];
  settle() {
    return new Promise<void>((resolve) => this.settles.push(resolve));
  }
}

const row = (id: string, text: string, group: number) => ({ id, text, group, attrs: null });

async function setUp() {
  const feed = new FakeFeed();
  let loads = 0;
  let rows = [row('a', 'aqua', 1), row('b', 'glycerin', 2)];
  const index = new LiveSearchIndex(feed, {
    tables: ['substances'],
    load: async () => {
      loads++;
      return rows;
    },
    log: () => undefined,
  });
  /** Ids found for a text now, or undefined when the index does not answer. */
  const ids = (q: string) =>
    index
      .current()
      ?.search(q, { offset: 0, limit: 25 })
      .rows.map((r) => r.id);
  const built = () => vi.waitFor(() => expect(index.current()).toBeDefined());
  return {
    feed,
    ids,
    built,
    loads: () => loads,
    setRows: (next: typeof rows) => {
      rows = next;
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('LiveSearchIndex', () => {
  it('answers nothing until built, then from memory', async () => {
    const { ids, built, loads } = await setUp();
    expect(ids('gly')).toBeUndefined();
    await built();
    expect(ids('gly')).toEqual(['b']);
    expect(loads()).toBe(1);
  });

  it('is dropped by a change to its tables or an unknown change, kept by a change to others', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { feed, ids, built, setRows } = await setUp();
    await built();
    feed.emit('change', ['formulations']);
    expect(ids('gly')).toEqual(['b']);
    setRows([row('a', 'aqua', 1), row('c', 'glyceryl stearate', 2)]);
    feed.emit('change', ['substances']);
    expect(ids('gly')).toBeUndefined();
    // The next build waits out the interval between builds (2 s), answered by PostgreSQL meanwhile.
    vi.setSystemTime(Date.now() + 2_000);
    await built();
    expect(ids('gly')).toEqual(['c']);
    feed.emit('change', undefined);
    expect(ids('gly')).toBeUndefined();
  });

  it("holds back after this process's own write until the feed has read past it", async () => {
    const { feed, ids, built } = await setUp();
    await built();
    feed.emit('change', [DATA_ROUTE_WRITE]);
    expect(ids('aqu')).toBeUndefined();
    feed.settles.shift()!();
    await vi.waitFor(() => expect(ids('aqu')).toEqual(['a']));
  });

  it('answers nothing while the feed cannot tell what changed', async () => {
    const { feed, ids, built } = await setUp();
    await built();
    feed.live = false;
    expect(ids('aqu')).toBeUndefined();
    feed.live = true;
    expect(ids('aqu')).toEqual(['a']);
  });

  it('throws away a build that a change overtook', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { feed, ids, loads } = await setUp();
    expect(ids('aqu')).toBeUndefined();
    // Announced while the first build reads its rows: what it read may predate the change.
    feed.emit('change', ['substances']);
    await vi.waitFor(() => expect(loads()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ids('aqu')).toBeUndefined();
    vi.setSystemTime(Date.now() + 2_000);
    await vi.waitFor(() => expect(ids('aqu')).toEqual(['a']));
    expect(loads()).toBe(2);
  });
});

describe('searchPage', () => {
  const entry = (id: string, text: string, group: number, pending = false) => ({
    id,
    text,
    group,
    attrs: { json: `{"id":"${id}"}`, pending },
  });

  async function built(rows: ReturnType<typeof entry>[]) {
    const index = new LiveSearchIndex(new FakeFeed(), {
      tables: ['substances'],
      load: async () => rows,
      log: () => undefined,
    });
    index.current();
    await vi.waitFor(() => expect(index.current()).toBeDefined());
    return index;
  }

  it("answers a page of the key's order either way, its rows' JSON joined, with the total", async () => {
    const index = await built([entry('a', 'glycerin', 1), entry('b', 'glyceryl', 2), entry('c', 'aqua', 3)]);
    expect(searchPage(index, { q: 'glyc', limit: 1 }, 'name')).toEqual({ json: '[{"id":"a"}]', total: 2 });
    expect(searchPage(index, { q: 'glyc', limit: 5, sort: '-name' }, 'name')).toEqual({
      json: '[{"id":"b"},{"id":"a"}]',
      total: 2,
    });
    expect(searchPage(index, { q: 'glyc', limit: 5, offset: 1 }, 'name')).toEqual({
      json: '[{"id":"b"}]',
      total: 2,
    });
    // The list's filters: tested on every match, the total counts only those let through.
    expect(
      searchPage(index, { q: 'glyc', limit: 5 }, 'name', { accept: (attrs) => attrs.json.includes('b') }),
    ).toEqual({ json: '[{"id":"b"}]', total: 1 });
    expect(searchPage(index, { q: 'zzz', limit: 5 }, 'name')).toEqual({ json: '[]', total: 0 });
  });

  it('leaves to PostgreSQL what it cannot answer: no text, no page, another order, a row it may not answer', async () => {
    const index = await built([entry('a', 'glycerin', 1), entry('b', 'glyceryl', 2, true)]);
    expect(searchPage(index, { limit: 5 }, 'name')).toBeUndefined();
    expect(searchPage(index, { q: 'glyc' }, 'name')).toBeUndefined();
    expect(searchPage(index, { q: 'glyc', limit: 5, sort: 'usage' }, 'name')).toBeUndefined();
    const answerable = (attrs: { pending: boolean }) => !attrs.pending;
    expect(searchPage(index, { q: 'glyc', limit: 5 }, 'name', { answerable })).toBeUndefined();
    // A page without that row is answered.
    expect(searchPage(index, { q: 'glyc', limit: 1 }, 'name', { answerable })).toEqual({
      json: '[{"id":"a"}]',
      total: 2,
    });
  });
});
