import { describe, expect, it } from 'vitest';
import { csvRecords, escapeFormula, parseCsv, toCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside quotes', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"multi\nline",3\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['multi\nline', '3'],
    ]);
  });

  it('skips blank lines and a byte-order mark', () => {
    expect(parseCsv('\uFEFFname\n\nWater\n')).toEqual([['name'], ['Water']]);
  });

  it('keys records by a normalised header and numbers rows as a spreadsheet does', () => {
    expect(csvRecords('Name,INCI Name\nWater,Aqua\n')).toEqual([
      { rowNumber: 2, values: { name: 'Water', inciname: 'Aqua' } },
    ]);
  });
});

describe('CSV writing', () => {
  it('escapes cells a spreadsheet would run as formulas', () => {
    expect(escapeFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(escapeFormula('+1')).toBe("'+1");
    expect(escapeFormula('-2')).toBe("'-2");
    expect(escapeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeFormula('Aqua')).toBe('Aqua');
  });

  it('quotes cells with commas, quotes or line breaks and round-trips', () => {
    const rows = [
      ['name', 'note'],
      ['Glycerin, USP', 'say "hi"\nagain'],
      ['=cmd', null],
    ];
    const text = toCsv(rows);
    expect(parseCsv(text)).toEqual([
      ['name', 'note'],
      ['Glycerin, USP', 'say "hi"\nagain'],
      ["'=cmd", ''],
    ]);
  });
});
