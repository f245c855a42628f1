import { toCsv } from '../../../domain/common/csv.ts';
import { cellText, type Report } from './report.ts';

/** One CSV; several sections follow each other, each with its name and header row. Formula cells are escaped. */
export function renderCsv(report: Report): Buffer {
  const rows: unknown[][] = [];
  const many = report.sections.length > 1;
  for (const [index, section] of report.sections.entries()) {
    if (many) {
      if (index > 0) rows.push([]);
      rows.push([section.name]);
    }
    rows.push(section.columns.map((column) => column.header));
    for (const row of section.rows) {
      // Numbers stay plain in CSV (no currency signs) so spreadsheets read them as numbers.
      rows.push(
        section.columns.map((column) =>
          column.format === 'text' || !column.format ? cellText(row[column.key]) : (row[column.key] ?? ''),
        ),
      );
    }
  }
  return Buffer.from(toCsv(rows), 'utf8');
}
