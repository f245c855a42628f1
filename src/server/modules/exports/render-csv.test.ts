import { describe, expect, it } from 'vitest';
import { renderCsv } from './render-csv.ts';
import type { Report } from './report.ts';

const report = (rows: Record<string, unknown>[], sections = 1): Report => ({
  title: 'Suppliers',
  subtitle: '',
  sections: Array.from({ length: sections }, (_, i) => ({
    name: `Section ${i + 1}`,
    columns: [
      { header: 'Name', key: 'name' },
      { header: 'Rating', key: 'rating', format: 'decimal' as const },
    ],
    rows,
  })),
});
const text = (csv: Buffer) => csv.toString('utf8');

describe('renderCsv', () => {
  it('quotes every text, leaves numbers bare, starts with a byte-order mark and ends rows with CRLF', () => {
    expect(
      text(renderCsv(report([{ name: 'Glycerin, USP', rating: '4.50' }, { name: 'say "hi"\nagain' }]))),
    ).toBe('\uFEFF"Name","Rating"\r\n"Glycerin, USP",4.5\r\n"say ""hi""\nagain",""\r\n');
  });

  it('puts an apostrophe before a text that a spreadsheet would run as a formula, never before a number', () => {
    const names = [
      '=HYPERLINK("http://evil.example","x")',
      '+1',
      '-2 net',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '=1+1\n2',
    ];
    const csv = text(
      renderCsv(report([...names.map((name) => ({ name })), { name: 'Aqua', rating: '-4.5' }])),
    );
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      '"\'=HYPERLINK(""http://evil.example"",""x"")",""',
      '"\'+1",""',
      '"\'-2 net",""',
      '"\'@SUM(A1)",""',
      '"\'\t=1",""',
      '"\'\r=1",""',
      // papaparse's own pattern misses a formula that goes on after a line break: this one is escaped too.
      '"\'=1+1\n2",""',
      '"Aqua",-4.5',
    ]);
  });

  it('writes several sections one after the other, each with its name and header, a blank line between', () => {
    expect(text(renderCsv(report([{ name: 'A', rating: 1 }], 2)))).toBe(
      '\uFEFF"Section 1"\r\n"Name","Rating"\r\n"A",1\r\n\r\n"Section 2"\r\n"Name","Rating"\r\n"A",1\r\n',
    );
  });
});
