import { csvCell } from '../common/csv.ts';
import type { MonthlyRow } from './monthly.ts';

export const MONTHLY_CSV_HEADERS = [
  'Month',
  'New Formulations',
  'Approved',
  'Total Cost (USD)',
  'Savings (USD)',
  'Efficiency (%)',
] as const;

// A plain number is data, never a formula: "-12.50" must stay a number, not gain the apostrophe of escapeFormula.
const cell = (value: string | number) =>
  typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(value) ? String(value) : csvCell(value);

/** The monthly table as the "Export Report" CSV (RFC 4180, CRLF, formula-escaped cells). */
export function monthlyCsv(rows: readonly MonthlyRow[]): string {
  const lines = [
    MONTHLY_CSV_HEADERS.map(cell),
    ...rows.map((row) =>
      [
        row.label,
        row.newFormulations,
        row.approved,
        row.totalCost,
        row.savings,
        row.efficiencyPercent ?? '',
      ].map(cell),
    ),
  ];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
