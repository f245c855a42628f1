import type ExcelJS from 'exceljs';
import { badRequest } from '../errors.ts';
import {
  sharedStringsReader,
  UNREADABLE_WORKBOOK,
  type WorkbookTally,
  worksheetReader,
} from './sheet-limits.ts';
import type { SheetLimits, ZipLimits } from './upload-limits.ts';
import { checkZip } from './zip-limits.ts';

// The parts exceljs reads as worksheets and as the shared-string table (its own patterns, without case): every
// one of them is scanned, so no sheet reaches exceljs unmeasured.
const WORKSHEET = /xl\/worksheets\/sheet\d+\.xml/i;
const SHARED_STRINGS = /xl\/sharedStrings\.xml/i;

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

/**
 * The first worksheet's rows, blank ones included, as text. The workbook is measured first (checkZip and the
 * sheet scans, ADR 027); only a workbook within every limit is loaded by exceljs. Rows and cells are visited as
 * exceljs holds them (eachRow, eachCell): a gap stays an empty string, never a cell object built to fill it.
 */
export async function xlsxRows(bytes: Buffer, limits: ZipLimits & SheetLimits): Promise<string[][]> {
  const tally: WorkbookTally = { cells: 0 };
  await checkZip(bytes, limits, { what: 'workbook', unreadable: UNREADABLE_WORKBOOK }, (name) => {
    if (WORKSHEET.test(name)) return worksheetReader(limits, tally);
    if (SHARED_STRINGS.test(name)) return sharedStringsReader(limits);
    return undefined;
  });
  // Loaded only here: a worker reading a CSV never pays for exceljs.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(UNREADABLE_WORKBOOK);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = Array.from({ length: sheet.rowCount }, () => []);
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = Array.from({ length: row.cellCount }, () => '');
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows[rowNumber - 1] = cells;
  });
  return rows;
}
