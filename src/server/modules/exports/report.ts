/** A report is what every template builds and every format renders (xlsx, csv, pdf). */
export type CellFormat =
  | 'text'
  | 'int'
  | 'money2'
  | 'money3'
  | 'money4'
  | 'percent0'
  | 'percent2'
  | 'decimal'
  | 'date';

export interface Column {
  header: string;
  key: string;
  format?: CellFormat;
  width?: number;
}

export interface Section {
  name: string;
  columns: Column[];
  rows: Record<string, unknown>[];
}

export interface Report {
  title: string;
  /** e.g. "Last 30 days · generated 2026-11-22 12:00 UTC" */
  subtitle: string;
  /** Key figures printed above the tables (label, value). */
  summary?: [string, string][];
  sections: Section[];
}

/** Cell text for csv and pdf; xlsx keeps numbers as numbers with a number format. */
export function cellText(value: unknown, format: CellFormat = 'text'): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const number = typeof value === 'number' ? value : Number(value);
  switch (format) {
    case 'money2':
      return Number.isFinite(number) ? `$${number.toFixed(2)}` : String(value);
    case 'money3':
      return Number.isFinite(number) ? `$${number.toFixed(3)}` : String(value);
    case 'money4':
      return Number.isFinite(number) ? `$${number.toFixed(4)}` : String(value);
    case 'percent0':
      return Number.isFinite(number) ? `${number.toFixed(0)}%` : String(value);
    case 'percent2':
      return Number.isFinite(number) ? `${number.toFixed(2)}%` : String(value);
    case 'date':
      return String(value).slice(0, 10);
    default:
      return Array.isArray(value) ? value.join('; ') : String(value);
  }
}
