import { formatLabel, formatMoney, formatNumber, formatPercent } from '../../../domain/common/format.ts';
import { roundText } from '../../../domain/formulation/round-text.ts';

/**
 * A report is what every template builds and every format renders (xlsx, csv, pdf). A column's format is its
 * type: xlsx writes a typed cell with a number format, csv a plain value a spreadsheet reads back as the same
 * number or date, pdf the text the screens show (the web's formatters).
 */
export type CellFormat =
  | 'text'
  | 'label'
  | 'int'
  | 'money2'
  | 'money3'
  | 'money4'
  | 'percent0'
  | 'percent2'
  | 'decimal'
  | 'date'
  | 'datetime';

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

export interface SummaryItem {
  label: string;
  value: unknown;
  format?: CellFormat;
}

export interface Report {
  title: string;
  /** e.g. "Last 30 days · generated 2026-11-22 12:00 UTC" */
  subtitle: string;
  /** Key figures printed above the tables. */
  summary?: SummaryItem[];
  sections: Section[];
}

export const DECIMALS: Partial<Record<CellFormat, number>> = {
  money2: 2,
  money3: 3,
  money4: 4,
  percent0: 0,
  percent2: 2,
  int: 0,
};

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A value's number, or null when it is not one (e.g. "No data yet" in a numeric column). */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^[+-]?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

/** A value's moment, or null: Date objects, ISO strings and YYYY-MM-DD dates. */
export function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function plainText(value: unknown, format: CellFormat): string {
  if (Array.isArray(value)) return value.map((item) => plainText(item, format)).join('; ');
  return format === 'label' ? formatLabel(String(value)) : String(value);
}

const NUMERIC_FORMATS = new Set<CellFormat>([
  'money2',
  'money3',
  'money4',
  'percent0',
  'percent2',
  'int',
  'decimal',
]);

/** Dates, labels and text read the same in csv and pdf: YYYY-MM-DD, "YYYY-MM-DD HH:MM UTC", "In Development". */
function nonNumericText(value: unknown, format: CellFormat): string {
  const date = dateOf(value);
  if (format === 'date') return date ? date.toISOString().slice(0, 10) : String(value);
  if (format === 'datetime')
    return date ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : String(value);
  return plainText(value, format);
}

/** PDF cells (and the summary's text): what the screens show, through the same formatters. */
export function cellText(value: unknown, format: CellFormat = 'text'): string {
  if (isBlank(value)) return '';
  if (!NUMERIC_FORMATS.has(format) || numberOf(value) === null) return nonNumericText(value, format);
  const text = String(value);
  if (format === 'money2' || format === 'money3' || format === 'money4')
    return formatMoney(text, DECIMALS[format]);
  if (format === 'percent0' || format === 'percent2') return formatPercent(text, DECIMALS[format]);
  return format === 'int' ? formatNumber(text, 0) : formatNumber(text, 6, { trim: true });
}

/**
 * CSV cells: numbers as plain numbers (rounded once to the column's decimals, no currency sign or grouping, so a
 * spreadsheet reads them as numbers), dates as YYYY-MM-DD, labels as the screens show them. Numbers are returned
 * as numbers, so the writer leaves them unescaped.
 */
export function csvValue(value: unknown, format: CellFormat = 'text'): string | number {
  if (isBlank(value)) return '';
  const number = numberOf(value);
  if (!NUMERIC_FORMATS.has(format) || number === null) return nonNumericText(value, format);
  return format === 'decimal' ? number : Number(roundText(String(value), DECIMALS[format] ?? 0));
}
