import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by.ts';

describe('groupBy', () => {
  it('groups rows by their key, each group and the groups in the order the rows came', () => {
    const lines = [
      { formulation: 'b', position: 0 },
      { formulation: 'a', position: 0 },
      { formulation: 'b', position: 1 },
      { formulation: null, position: 0 },
    ];
    const groups = groupBy(lines, (line) => line.formulation);
    expect([...groups.keys()]).toEqual(['b', 'a', null]);
    expect(groups.get('b')).toEqual([lines[0], lines[2]]);
    expect(groups.get('a')).toEqual([lines[1]]);
    expect(groups.get(null)).toEqual([lines[3]]);
  });

  it('gives an empty map for no rows', () => {
    expect(groupBy([], (row: { id: string }) => row.id).size).toBe(0);
  });
});
