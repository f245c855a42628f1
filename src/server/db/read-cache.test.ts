import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { type ChangeSource, ReadCache } from './read-cache.ts';

/** A change feed without a database: listening, announcing the changes the test makes. */
class FakeFeed extends EventEmitter implements ChangeSource {
  usable = true;
  bump(tables?: string[]) {
    this.emit('change', tables);
  }
}

describe('ReadCache', () => {
  it('serves what was stored at the current generation', () => {
    const feed = new FakeFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 10 });
    cache.set('a', cache.begin(), 'A');
    expect(cache.get('a')).toBe('A');
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops everything on a change', () => {
    const feed = new FakeFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 10 });
    cache.set('a', cache.begin(), 'A');
    feed.bump();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('with tables: keeps its entries through a change to other tables, drops them on its own or an unknown one', () => {
    const feed = new FakeFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 10, tables: ['sessions', 'users'] });
    cache.set('a', cache.begin(), 'A');
    const generation = cache.begin();
    feed.bump(['formulations', 'activity_log']);
    expect(cache.get('a')).toBe('A');
    cache.set('b', generation, 'read across a formulation save');
    expect(cache.get('b')).toBe('read across a formulation save');
    feed.bump(['users']);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', cache.begin(), 'A');
    feed.bump();
    expect(cache.size).toBe(0);
  });

  it('without tables: any change empties it', () => {
    const feed = new FakeFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 10 });
    cache.set('a', cache.begin(), 'A');
    feed.bump(['formulations']);
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a value read while a change happened', () => {
    const feed = new FakeFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 10 });
    const generation = cache.begin();
    feed.bump(); // the write commits while the read is still running
    cache.set('a', generation, 'read before the write');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('neither serves nor keeps anything while the feed is not listening', () => {
    const feed = new FakeFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 10 });
    cache.set('a', cache.begin(), 'A');
    feed.usable = false;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', cache.begin(), 'B');
    feed.usable = true;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const feed = new FakeFeed();
    const cache = new ReadCache<number>(feed, { maxEntries: 3 });
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) cache.set(key, cache.begin(), index);
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([1, 2, 3]);
  });

  it('keeps at most maxBytes and refuses a value over a quarter of it', () => {
    const feed = new FakeFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 100, maxBytes: 100 });
    cache.set('a', cache.begin(), 'A', 25);
    cache.set('b', cache.begin(), 'B', 25);
    cache.set('c', cache.begin(), 'C', 25);
    cache.set('d', cache.begin(), 'D', 25);
    expect(cache.size).toBe(4);
    cache.set('e', cache.begin(), 'E', 20);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('e')).toBe('E');
    cache.set('huge', cache.begin(), 'H', 26);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('replaces a key without counting its old size twice', () => {
    const feed = new FakeFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 10, maxBytes: 100 });
    for (let i = 0; i < 10; i += 1) cache.set('a', cache.begin(), `A${i}`, 25);
    cache.set('b', cache.begin(), 'B', 25);
    cache.set('c', cache.begin(), 'C', 25);
    cache.set('d', cache.begin(), 'D', 25);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('d')]).toEqual(['A9', 'B', 'C', 'D']);
  });
});
