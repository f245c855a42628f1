import Papa from 'papaparse';
import { count, type SheetLimits, tooLarge } from './upload-limits.ts';

/**
 * A CSV's text: UTF-8 with or without a byte-order mark, UTF-16 when it has one (Excel's "Unicode text"), and
 * otherwise Windows-1252, which Excel uses for "CSV" on Windows in western Europe.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

// "1.234,56" or "2,40": a number written with a decimal comma, as files separated by semicolons have them.
const DECIMAL_COMMA = /^-?(\d{1,3}(\.\d{3})+|\d+),\d+$/;

/**
 * CSV rows with papaparse: the separator (comma, semicolon or tab) is detected, a byte-order mark dropped, and
 * with semicolons numbers with a decimal comma read as numbers. The rows, columns and cells are counted as
 * papaparse reads them, row by row, and the reading stops at the first limit (ADR 027).
 */
export function csvRows(text: string, limits: SheetLimits): string[][] {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  // The separator is guessed on the first non-blank lines: papaparse's guess fails on blank lines (it counts
  // them as one-field rows), while the rows themselves keep theirs so row numbers match the spreadsheet.
  const { delimiter } = Papa.parse<string[]>(source, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    preview: 20,
  }).meta;
  const rows: string[][] = [];
  let cells = 0;
  let refusal: Error | undefined;
  Papa.parse<string[]>(source, {
    delimiter,
    skipEmptyLines: false,
    step: ({ data }, parser) => {
      cells += data.length;
      if (rows.length >= limits.rows) refusal = tooLarge(`The file has more than ${count(limits.rows)} rows`);
      else if (data.length > limits.columns)
        refusal = tooLarge(`The file has more than ${count(limits.columns)} columns`);
      else if (cells > limits.cells)
        refusal = tooLarge(`The file has more than ${count(limits.cells)} cells`);
      if (refusal) parser.abort();
      else rows.push(data);
    },
  });
  if (refusal) throw refusal;
  if (delimiter !== ';') return rows;
  return rows.map((row) =>
    row.map((cell) =>
      DECIMAL_COMMA.test(cell.trim()) ? cell.trim().replaceAll('.', '').replace(',', '.') : cell,
    ),
  );
}
