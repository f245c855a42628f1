/**
 * The pure halves of CSV and spreadsheet files: header keys and records for imports (the file itself is read by
 * the server's import reader with papaparse or exceljs), and which cells CSV exports escape as formulas.
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
 * A cell a spreadsheet would run as a formula: one starting with = + - @, a tab or a carriage return (OWASP CSV
 * injection). Every CSV writer hands it to papaparse's `Papa.unparse` as `escapeFormulae`, which then puts an
 * apostrophe before such a text: papaparse's own pattern for `true` misses a formula that goes on after a line
 * break (`=1+1` then a new line), this one does not.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;
