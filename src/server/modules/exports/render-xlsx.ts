import ExcelJS from 'exceljs';
import { roundText } from '../../../domain/formulation/round-text.ts';
import { type CellFormat, cellText, DECIMALS, dateOf, numberOf, type Report } from './report.ts';

// Number formats by column type: currency and percent cells are numbers a finance analyst can sum.
const NUMBER_FORMATS: Partial<Record<CellFormat, string>> = {
  int: '#,##0',
  money2: '"$"#,##0.00',
  money3: '"$"#,##0.000',
  money4: '"$"#,##0.0000',
  percent0: '0%',
  percent2: '0.00%',
  decimal: 'General',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

/**
 * A typed cell. Numbers are numbers (rounded once, to the column's decimals, from their exact text; percents as
 * fractions so Excel's % format shows them), dates are dates, and everything else is a string cell. A string
 * cell is never a formula whatever it starts with, so formula injection is escaped by the type, not by a
 * visible apostrophe.
 */
export function xlsxValue(value: unknown, format: CellFormat = 'text'): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (format === 'date' || format === 'datetime') return dateOf(value) ?? String(value);
  const number = numberOf(value);
  if (NUMBER_FORMATS[format] && number !== null) {
    const decimals = DECIMALS[format];
    const rounded = decimals === undefined ? number : Number(roundText(String(value), decimals));
    return format === 'percent0' || format === 'percent2' ? rounded / 100 : rounded;
  }
  return cellText(value, format);
}

function addSummary(workbook: ExcelJS.Workbook, report: Report) {
  const sheet = workbook.addWorksheet('Summary');
  sheet.addRow([report.title]).font = { bold: true, size: 14 };
  sheet.addRow([report.subtitle]);
  sheet.addRow([]);
  for (const item of report.summary ?? []) {
    const row = sheet.addRow([item.label, xlsxValue(item.value, item.format)]);
    const numFmt = item.format && NUMBER_FORMATS[item.format];
    if (numFmt) row.getCell(2).numFmt = numFmt;
  }
  sheet.getColumn(1).width = 40;
  sheet.getColumn(2).width = 28;
}

/** An xlsx workbook: one sheet per section (names cut to Excel's 31 characters), a summary sheet when given. */
export async function renderXlsx(report: Report): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Formulary';
  workbook.created = new Date();
  if (report.summary?.length) addSummary(workbook, report);
  const used = new Set<string>();
  for (const section of report.sections) {
    let name = section.name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);
    while (used.has(name)) name = `${name.slice(0, 28)} ${used.size}`;
    used.add(name);
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = section.columns.map((column) => {
      const numFmt = NUMBER_FORMATS[column.format ?? 'text'];
      return {
        header: column.header,
        key: column.key,
        width: column.width ?? Math.max(12, column.header.length + 2),
        style: numFmt ? { numFmt } : {},
      };
    });
    sheet.getRow(1).font = { bold: true };
    for (const row of section.rows) {
      sheet.addRow(
        Object.fromEntries(
          section.columns.map((column) => [column.key, xlsxValue(row[column.key], column.format)]),
        ),
      );
    }
    if (section.rows.length > 0)
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: section.columns.length } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
