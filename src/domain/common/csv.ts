/**
 * CSV (RFC 4180): quoted fields, doubled quotes, commas and line breaks inside quotes, CRLF or LF.
 * Pure, so the import's row rules and the export's escaping are tested in one place.
 */
export function parseCsv(text: string): string[][] {
  return parseCsvRows(text).filter(hasContent);
}

const hasContent = (row: string[]) => row.some((cell) => cell.trim() !== '');

/** Every record, blank ones included, so row numbers match the spreadsheet the file came from. */
function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Header text to a lookup key: "INCI Name", "inci_name" and "inciName" are one column. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Rows as objects keyed by headerKey of the first row; the row number is the line a user sees (header = 1). */
export function csvRecords(text: string): { rowNumber: number; values: Record<string, string> }[] {
  const all = parseCsvRows(text);
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

export function csvCell(value: unknown): string {
  const text = escapeFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: unknown[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
