import { describe, expect, it } from 'vitest';
import { hasNextPage, hasPreviousPage, nextSort, pageRange } from './table-query.ts';

describe('nextSort', () => {
  it('sorts a new column ascending and flips the sorted one', () => {
    expect(nextSort('name', 'unitCost')).toBe('unitCost');
    expect(nextSort('unitCost', 'unitCost')).toBe('-unitCost');
    expect(nextSort('-unitCost', 'unitCost')).toBe('unitCost');
    expect(nextSort('-unitCost', 'name')).toBe('name');
  });
});

describe('pageRange', () => {
  it('gives the first and last row numbers of a page', () => {
    // first page of 50 rows, 25 per page: rows 1..25
    expect(pageRange(0, 25, 50)).toEqual({ from: 1, to: 25 });
    // second page: offset 25 -> rows 26..50
    expect(pageRange(25, 25, 50)).toEqual({ from: 26, to: 50 });
    // last, partial page: offset 50, 3 rows of 53 -> rows 51..53
    expect(pageRange(50, 3, 53)).toEqual({ from: 51, to: 53 });
    expect(pageRange(0, 0, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('page buttons', () => {
  it('has a previous page after the first and a next page while rows remain', () => {
    expect(hasPreviousPage(0)).toBe(false);
    expect(hasPreviousPage(25)).toBe(true);
    // 0 + 25 < 50: there is a second page
    expect(hasNextPage(0, 25, 50)).toBe(true);
    // 25 + 25 = 50: none after it
    expect(hasNextPage(25, 25, 50)).toBe(false);
    expect(hasNextPage(0, 25, 25)).toBe(false);
  });
});
