import { describe, expect, it } from 'vitest';
import { FORMULA_START, recordsFromRows } from './csv.ts';

describe('recordsFromRows', () => {
  it('keys records by a normalised header and numbers rows as a spreadsheet does, skipping blank rows', () => {
    expect(
      recordsFromRows([[''], ['Name', 'INCI Name'], ['Water', ' Aqua '], ['', ''], ['Glycerin']]),
    ).toEqual([
      { rowNumber: 3, values: { name: 'Water', inciname: 'Aqua' } },
      { rowNumber: 5, values: { name: 'Glycerin', inciname: '' } },
    ]);
  });

  it('has no records without rows below the header', () => {
    expect(recordsFromRows([['name']])).toEqual([]);
    expect(recordsFromRows([])).toEqual([]);
  });
});

describe('FORMULA_START', () => {
  it('finds the cells a spreadsheet would run: = + - @, a tab or a carriage return first', () => {
    for (const formula of ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1', '=1+1\nsecond line'])
      expect(FORMULA_START.test(formula), JSON.stringify(formula)).toBe(true);
    for (const text of ['Aqua', ' =1', 'a=b', '', '1-2'])
      expect(FORMULA_START.test(text), JSON.stringify(text)).toBe(false);
  });
});
