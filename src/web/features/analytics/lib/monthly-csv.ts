import Papa from 'papaparse';
import type { MonthlyRow } from '../../../../domain/analytics/monthly.ts';
import { FORMULA_START } from '../../../../domain/common/csv.ts';

export const MONTHLY_CSV_HEADERS = [
  'Month',
  'New Formulations',
  'Approved',
  'Total Cost (USD)',
  'Savings (USD)',
  'Efficiency (%)',
] as const;

/**
 * The monthly table as the "Export Report" CSV (RFC 4180, CRLF), written by papaparse as the server's exports
 * are: amounts are plain numbers (a negative saving is data, never a formula), every text is quoted, and a text
 * a spreadsheet would run as a formula gets an apostrophe before it.
 */
export function monthlyCsv(rows: readonly MonthlyRow[]): string {
  const amount = (value: string | null) => (value === null ? '' : Number(value));
  const csv = Papa.unparse(
    [
      [...MONTHLY_CSV_HEADERS],
      ...rows.map((row) => [
        row.label,
        row.newFormulations,
        row.approved,
        amount(row.totalCost),
        amount(row.savings),
        amount(row.efficiencyPercent),
      ]),
    ],
    { quotes: (value: unknown) => typeof value === 'string', escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return `${csv}\r\n`;
}
