import { toCsv } from '../../../domain/common/csv.ts';
import { csvValue, type Report } from './report.ts';

/**
 * One CSV; several sections follow each other, each with its name and header row. Values are human (labels,
 * not snake_case; 2000, not 2000.000000) and typed: numbers stay plain numbers, text that a spreadsheet would
 * run as a formula is escaped.
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
  // A byte-order mark, so Excel opens the UTF-8 file with its accents intact.
  return Buffer.from(`\uFEFF${toCsv(rows)}`, 'utf8');
}
