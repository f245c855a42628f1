import ExcelJS from 'exceljs';
import { escapeFormula } from '../../../domain/common/csv.ts';
import type { CellFormat, Report } from './report.ts';

const NUMBER_FORMATS: Partial<Record<CellFormat, string>> = {
  int: '0',
  money2: '"$"#,##0.00',
  money3: '"$"#,##0.000',
  money4: '"$"#,##0.0000',
  percent0: '0"%"',
  percent2: '0.00"%"',
  decimal: '0.######',
};

/** An xlsx workbook: one sheet per section (names cut to Excel's 31 characters), a summary sheet when given. */
export async function renderXlsx(report: Report): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Formulary';
  workbook.created = new Date();
  if (report.summary?.length) {
    const sheet = workbook.addWorksheet('Summary');
    sheet.addRow([report.title]).font = { bold: true, size: 14 };
    sheet.addRow([report.subtitle]);
    sheet.addRow([]);
    for (const [label, value] of report.summary) sheet.addRow([label, escapeFormula(value)]);
    sheet.getColumn(1).width = 32;
    sheet.getColumn(2).width = 28;
  }
  const used = new Set<string>();
  for (const section of report.sections) {
    let name = section.name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);
    while (used.has(name)) name = `${name.slice(0, 28)} ${used.size}`;
    used.add(name);
    const sheet = workbook.addWorksheet(name);
    sheet.columns = section.columns.map((column) => ({
      header: column.header,
      key: column.key,
      width: column.width ?? Math.max(12, column.header.length + 2),
      style: NUMBER_FORMATS[column.format ?? 'text']
        ? { numFmt: NUMBER_FORMATS[column.format ?? 'text'] }
        : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    for (const row of section.rows) {
      sheet.addRow(
        Object.fromEntries(
          section.columns.map((column) => {
            const value = row[column.key];
            const numeric = column.format && column.format !== 'text' && column.format !== 'date';
            if (numeric && value !== null && value !== undefined && value !== '')
              return [column.key, Number(value)];
            // Text cells never become formulas: a value starting with = + - @ is escaped.
            const text =
              value === null || value === undefined
                ? ''
                : Array.isArray(value)
                  ? value.join('; ')
                  : String(value);
            return [column.key, escapeFormula(text)];
          }),
        ),
      );
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
