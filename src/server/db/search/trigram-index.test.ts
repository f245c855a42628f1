import { describe, expect, it } from 'vitest';
import { TrigramIndex as Index, type IndexedRow, mapInSlices, trigramsOf } from './trigram-index.ts';

/** The index, its pages as ids (what the tests read). */
const TrigramIndex = {
  async build<A>(rows: IndexedRow<A>[]) {
    const index = await Index.build(rows);
    return {
      size: index.size,
      search: (...args: Parameters<typeof index.search>) => {
        const page = index.search(...args);
        return { ids: page.rows.map((row) => row.id), total: page.total };
      },
    };
  },
};

// Five rows in the list's ascending order; "Glycerin" and "glycerin" tie on the sort key (group 2).
const rows: IndexedRow<{ allergen: boolean }>[] = [
  { id: 'a', text: 'aqua | water | 7732-18-5 | 231-791-2', group: 1, attrs: { allergen: false } },
  { id: 'b', text: 'glycerin | glycerol | 56-81-5', group: 2, attrs: { allergen: false } },
  { id: 'c', text: 'glycerin | 56-81-5 | ', group: 2, attrs: { allergen: true } },
  { id: 'd', text: 'limonene | 5989-27-5', group: 3, attrs: { allergen: true } },
  { id: 'e', text: 'polyglyceryl-4 oleate | ', group: 4, attrs: { allergen: false } },
];

describe('TrigramIndex', () => {
  it('splits a text into its distinct three-character pieces', () => {
    expect([...trigramsOf('glyce')]).toEqual(['gly', 'lyc', 'yce']);
    expect([...trigramsOf('aaaa')]).toEqual(['aaa']);
    expect(trigramsOf('ab').size).toBe(0);
  });

  it('finds the text anywhere, in the list order, with the total of every match', async () => {
    const index = await TrigramIndex.build(rows);
    // "glyce" is in b, c and e (polyGLYCEryl).
    expect(index.search('glyce', { offset: 0, limit: 25 })).toEqual({ ids: ['b', 'c', 'e'], total: 3 });
    // Trimmed and lower-cased as the stored text is.
    expect(index.search('  GLYCE ', { offset: 0, limit: 25 })).toEqual({ ids: ['b', 'c', 'e'], total: 3 });
    // A CAS number's start, across the separator characters.
    expect(index.search('56-81', { offset: 0, limit: 25 })).toEqual({ ids: ['b', 'c'], total: 2 });
  });

  it('tests the whole text, not only its trigrams: every trigram present but not in a row', async () => {
    const index = await TrigramIndex.build(rows);
    // "gly", "lyc", "yce", "cer", "ero", "rol" are all in b's and c's texts; "glycerol" whole is only in b.
    expect(index.search('glycerol', { offset: 0, limit: 25 })).toEqual({ ids: ['b'], total: 1 });
    // A trigram no row holds: nothing, without testing a row.
    expect(index.search('xyz', { offset: 0, limit: 25 })).toEqual({ ids: [], total: 0 });
  });

  it('searches every row for a text shorter than a trigram', async () => {
    const index = await TrigramIndex.build(rows);
    expect(index.search('ol', { offset: 0, limit: 25 })).toEqual({ ids: ['b', 'e'], total: 2 });
    expect(index.search('5', { offset: 0, limit: 2 })).toEqual({ ids: ['a', 'b'], total: 4 });
  });

  it('pages: the offset and limit cut the ordered matches, the total stays all of them', async () => {
    const index = await TrigramIndex.build(rows);
    expect(index.search('glyce', { offset: 1, limit: 1 })).toEqual({ ids: ['c'], total: 3 });
    expect(index.search('glyce', { offset: 3, limit: 25 })).toEqual({ ids: [], total: 3 });
  });

  it('orders descending by sort key with ties still by id ascending', async () => {
    const index = await TrigramIndex.build(rows);
    // Groups 4, 2, 2: e first, then b before c (the tie keeps ascending id order).
    expect(index.search('glyce', { offset: 0, limit: 25, descending: true })).toEqual({
      ids: ['e', 'b', 'c'],
      total: 3,
    });
    expect(index.search('5', { offset: 0, limit: 25, descending: true }).ids).toEqual(['d', 'b', 'c', 'a']);
  });

  it('applies the filters before counting', async () => {
    const index = await TrigramIndex.build(rows);
    const allergens = (attrs: { allergen: boolean }) => attrs.allergen;
    expect(index.search('glyce', { offset: 0, limit: 25, accept: allergens })).toEqual({
      ids: ['c'],
      total: 1,
    });
    expect(index.search('-5', { offset: 0, limit: 25, accept: allergens })).toEqual({
      ids: ['c', 'd'],
      total: 2,
    });
  });

  it('builds a catalogue larger than one slice', async () => {
    const many = Array.from({ length: 4_500 }, (_, i) => ({
      id: String(i),
      text: `name ${String(i).padStart(4, '0')}`,
      group: i,
      attrs: null,
    }));
    const index = await TrigramIndex.build(many);
    expect(index.size).toBe(4_500);
    // "4499" only in the last row; "e 00" in rows 0-99.
    expect(index.search('4499', { offset: 0, limit: 25 })).toEqual({ ids: ['4499'], total: 1 });
    expect(index.search('e 00', { offset: 98, limit: 25 })).toEqual({ ids: ['98', '99'], total: 100 });
  });

  it('maps a long list in slices, in order', async () => {
    const numbers = Array.from({ length: 4_501 }, (_, i) => i);
    const doubled = await mapInSlices(numbers, (n) => n * 2);
    expect(doubled.length).toBe(4_501);
    expect(doubled[4_500]).toBe(9_000);
    expect(doubled.every((value, i) => value === i * 2)).toBe(true);
  });
});
