import { describe, expect, it } from 'vitest';
import { csvCell, escapeFormula, recordsFromRows, toCsv } from './csv.ts';

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

describe('CSV writing', () => {
  it('escapes cells a spreadsheet would run as formulas', () => {
    expect(escapeFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(escapeFormula('+1')).toBe("'+1");
    expect(escapeFormula('-2')).toBe("'-2");
    expect(escapeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeFormula('Aqua')).toBe('Aqua');
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    const rows = [
      ['name', 'note'],
      ['Glycerin, USP', 'say "hi"\nagain'],
      ['=cmd', null],
    ];
    expect(toCsv(rows)).toBe('name,note\r\n"Glycerin, USP","say ""hi""\nagain"\r\n\'=cmd,\r\n');
  });

  it('escapes by type: a number is data, never a formula, so it keeps its minus sign', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.5 net')).toBe("'-12.5 net");
  });
});
