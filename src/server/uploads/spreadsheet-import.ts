import { type ImportRecord, recordsFromRows } from '../../domain/common/csv.ts';
import { badRequest } from '../errors.ts';
import { csvRows, decodeText } from './csv-rows.ts';
import { MAX_IMPORT_ROWS, SPREADSHEET_LIMITS } from './upload-limits.ts';
import { xlsxRows } from './xlsx-rows.ts';

export interface ImportFile {
  /** For the activity log: "from CSV" or "from Excel". */
  source: 'CSV' | 'Excel';
  records: ImportRecord[];
}

/** What an import hands the worker: a file's bytes and name, or the text of a CSV (for scripts). */
export type SpreadsheetInput = { bytes: Uint8Array; fileName?: string } | { text: string };

// An xlsx file is a zip archive: it starts with "PK\x03\x04".
const isZip = (bytes: Uint8Array) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * One way for every import to turn an uploaded CSV or Excel file into records keyed by their column headers,
 * run in an upload worker (ADR 027). Refuses a file over the spreadsheet limits, an empty one and one with more
 * rows than an import takes.
 */
export async function readSpreadsheetImport(input: SpreadsheetInput): Promise<ImportFile> {
  let source: ImportFile['source'] = 'CSV';
  let rows: string[][];
  if ('bytes' in input) {
    const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
    if (isZip(bytes) || /\.xlsx$/i.test(input.fileName ?? '')) {
      source = 'Excel';
      rows = await xlsxRows(bytes, SPREADSHEET_LIMITS);
    } else rows = csvRows(decodeText(bytes), SPREADSHEET_LIMITS);
  } else rows = csvRows(input.text, SPREADSHEET_LIMITS);
  const records = recordsFromRows(rows);
  if (records.length === 0) throw badRequest('The file has no rows to import');
  if (records.length > MAX_IMPORT_ROWS) throw badRequest(`A file can hold at most ${MAX_IMPORT_ROWS} rows`);
  return { source, records };
}
