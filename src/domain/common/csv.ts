/**
 * The pure halves of CSV and spreadsheet files: header keys and records for imports (the file itself is read by
 * the server's import reader with papaparse or exceljs), and the writer for exports with its formula escaping.
 */

const hasContent = (row: readonly string[]) => row.some((cell) => cell.trim() !== '');

/** Header text to a lookup key: "INCI Name", "inci_name" and "inciName" are one column. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export interface ImportRecord {
  /** The spreadsheet's row number (the header is row 1 when it is the first), for the import report. */
  rowNumber: number;
  /** Cells keyed by headerKey of their column's header, trimmed. */
  values: Record<string, string>;
}

/**
 * A file's rows (every record, blank ones included, so numbers match the spreadsheet) as records keyed by the
 * first non-blank row, which is the header; blank rows are left out.
 */
export function recordsFromRows(all: readonly (readonly string[])[]): ImportRecord[] {
  const headerIndex = all.findIndex(hasContent);
  if (headerIndex < 0) return [];
  const keys = all[headerIndex]!.map(headerKey);
  return all.slice(headerIndex + 1).flatMap((cells, index) =>
    hasContent(cells)
      ? [
          {
            rowNumber: headerIndex + index + 2,
            values: Object.fromEntries(keys.map((key, column) => [key, (cells[column] ?? '').trim()])),
          },
        ]
      : [],
  );
}

/**
 * A cell that a spreadsheet would run as a formula (= + - @, or a tab / carriage return first) gets a leading
 * apostrophe, so exported data stays data (OWASP CSV injection).
 */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV field. Escaping goes by type: a number is data and stays as it is ("-12.5"); text is escaped. */
export function csvCell(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = escapeFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: unknown[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
