import { describe, expect, it } from 'vitest';
import { csvRows as readCsv } from './csv-rows.ts';
import { SPREADSHEET_LIMITS } from './upload-limits.ts';

const csvRows = (text: string, limits = SPREADSHEET_LIMITS) => readCsv(text, limits);

describe('csvRows', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside quotes', () => {
    expect(csvRows('a,b\r\n"x, y","say ""hi"""\n"multi\nline",3')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['multi\nline', '3'],
    ]);
  });

  it('detects semicolons (Excel in Europe), drops the byte-order mark and reads decimal commas', () => {
    expect(csvRows('\uFEFFname;unitCost;note\nGlycerin;2,40;"a, b"\nShea;1.234,5;x')).toEqual([
      ['name', 'unitCost', 'note'],
      ['Glycerin', '2.40', 'a, b'],
      ['Shea', '1234.5', 'x'],
    ]);
  });

  it('keeps commas as they are in a comma-separated file', () => {
    expect(csvRows('name,note\nGlycerin,"2,40"')).toEqual([
      ['name', 'note'],
      ['Glycerin', '2,40'],
    ]);
  });

  it('detects tabs', () => {
    expect(csvRows('name\tcost\nAqua\t0.01')).toEqual([
      ['name', 'cost'],
      ['Aqua', '0.01'],
    ]);
  });
});

describe('csvRows within the limits', () => {
  const limits = { ...SPREADSHEET_LIMITS, rows: 3, columns: 4, cells: 10 };

  it('reads a file at every limit', () => {
    // 3 rows (the limit) of 3 and 4 columns (the limit): 3 + 3 + 4 = 10 cells (the limit).
    expect(csvRows('a,b,c\n1,2,3\n1,2,3,4', limits)).toHaveLength(3);
  });

  it('refuses one row, one column or one cell over', () => {
    expect(() => csvRows('a\nb\nc\nd', limits)).toThrow(
      expect.objectContaining({ statusCode: 413, message: 'The file has more than 3 rows' }),
    );
    expect(() => csvRows('a,b,c,d,e', limits)).toThrow(
      expect.objectContaining({ statusCode: 413, message: 'The file has more than 4 columns' }),
    );
    // 4 + 4 + 3 = 11 cells.
    expect(() => csvRows('a,b,c,d\n1,2,3,4\n1,2,3', limits)).toThrow(
      expect.objectContaining({ statusCode: 413, message: 'The file has more than 10 cells' }),
    );
  });

  it('names the spreadsheet limits in thousands', () => {
    expect(() => csvRows(`${'x,'.repeat(100)}x`, SPREADSHEET_LIMITS)).toThrow(
      'The file has more than 100 columns',
    );
    expect(() => csvRows('x\n'.repeat(10_001), SPREADSHEET_LIMITS)).toThrow(
      'The file has more than 10,000 rows',
    );
  });
});
