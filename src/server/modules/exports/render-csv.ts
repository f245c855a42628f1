import Papa from 'papaparse';
import { FORMULA_START } from '../../../domain/common/csv.ts';
import { csvValue, type Report } from './report.ts';

/**
 * One CSV; several sections follow each other, each with its name and header row. Values are human (labels,
 * not snake_case; 2000, not 2000.000000) and typed: numbers stay plain numbers, every text is quoted, and a text
 * that a spreadsheet would run as a formula gets an apostrophe before it (papaparse's `escapeFormulae`).
 */
export function renderCsv(report: Report): Buffer {
  const rows: unknown[][] = [];
  const many = report.sections.length > 1;
  for (const [index, section] of report.sections.entries()) {
    if (many) {
      if (index > 0) rows.push([]);
      rows.push([section.name]);
    }
    rows.push(section.columns.map((column) => column.header));
    for (const row of section.rows)
      rows.push(section.columns.map((column) => csvValue(row[column.key], column.format)));
  }
  const csv = Papa.unparse(rows, {
    quotes: (value: unknown) => typeof value === 'string',
    escapeFormulae: FORMULA_START,
    newline: '\r\n',
  });
  // A byte-order mark, so Excel opens the UTF-8 file with its accents intact; a line end after the last row.
  return Buffer.from(`\uFEFF${csv}\r\n`, 'utf8');
}
