import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { z } from 'zod';
import { type ImportRecord, recordsFromRows } from '../../domain/common/csv.ts';
import { badRequest } from '../errors.ts';

export const MAX_IMPORT_ROWS = 5000;
const MAX_FILE_BYTES = 5_000_000;
/** The route's body limit: a file at the limit in base64 (4/3 of its size) and the JSON around it. */
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;
const CHOOSE_FILE = 'Choose a CSV or Excel file to import';
const TOO_LARGE = 'The file is too large';

/**
 * Every import's body (ingredients, suppliers, and whatever imports next). Imports travel as JSON (the CSRF
 * rule refuses other bodies): the file's bytes in base64 as `file` with its `fileName`, which the web sends, or
 * the text of a CSV as `csv` for scripts.
 */
export const importFileBody = z
  .object({
    csv: z.string().max(MAX_FILE_BYTES, TOO_LARGE).optional(),
    file: z
      .string()
      .max(Math.ceil(MAX_FILE_BYTES / 3) * 4, TOO_LARGE)
      .optional(),
    fileName: z.string().max(255).optional(),
  })
  .refine((body) => Boolean(body.csv || body.file), { message: CHOOSE_FILE });
export type ImportFileBody = z.infer<typeof importFileBody>;

export const importResult = z.object({
  accepted: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), name: z.string(), errors: z.array(z.string()) })),
});

export interface ImportFile {
  /** For the activity log: "from CSV" or "from Excel". */
  source: 'CSV' | 'Excel';
  records: ImportRecord[];
}

/**
 * A CSV's text: UTF-8 with or without a byte-order mark, UTF-16 when it has one (Excel's "Unicode text"), and
 * otherwise Windows-1252, which Excel uses for "CSV" on Windows in western Europe.
 */
function decodeText(bytes: Buffer): string {
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
 * with semicolons numbers with a decimal comma read as numbers.
 */
export function csvRows(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  // The separator is guessed on the first non-blank lines: papaparse's guess fails on blank lines (it counts
  // them as one-field rows), while the rows themselves keep theirs so row numbers match the spreadsheet.
  const { delimiter } = Papa.parse<string[]>(source, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    preview: 20,
  }).meta;
  const rows = Papa.parse<string[]>(source, { delimiter, skipEmptyLines: false }).data;
  if (delimiter !== ';') return rows;
  return rows.map((row) =>
    row.map((cell) =>
      DECIMAL_COMMA.test(cell.trim()) ? cell.trim().replaceAll('.', '').replace(',', '.') : cell,
    ),
  );
}

/** One spreadsheet cell as the text a user typed: numbers to 15 significant digits, dates as YYYY-MM-DD. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return String(value.text ?? value.hyperlink);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('error' in value) return '';
  return String(value);
}

/** The first worksheet's rows, blank ones included, as text. */
export async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The file is not a readable Excel workbook (.xlsx)');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(cellText(row.getCell(column).value));
    rows.push(cells);
  }
  return rows;
}

// An xlsx file is a zip archive: it starts with "PK\x03\x04".
const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * One way for every import to turn an uploaded CSV or Excel file into records keyed by their column headers.
 * Refuses an empty file and one with more rows than an import takes.
 */
export async function readImportFile(body: ImportFileBody): Promise<ImportFile> {
  let source: ImportFile['source'] = 'CSV';
  let rows: string[][];
  if (body.file) {
    const bytes = Buffer.from(body.file, 'base64');
    if (bytes.length > MAX_FILE_BYTES) throw badRequest(TOO_LARGE);
    if (isZip(bytes) || /\.xlsx$/i.test(body.fileName ?? '')) {
      source = 'Excel';
      rows = await xlsxRows(bytes);
    } else rows = csvRows(decodeText(bytes));
  } else rows = csvRows(body.csv ?? '');
  const records = recordsFromRows(rows);
  if (records.length === 0) throw badRequest('The file has no rows to import');
  if (records.length > MAX_IMPORT_ROWS) throw badRequest(`A file can hold at most ${MAX_IMPORT_ROWS} rows`);
  return { source, records };
}
