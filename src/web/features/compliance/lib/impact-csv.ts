import Papa from 'papaparse';
import { FORMULA_START } from '../../../../domain/common/csv.ts';
import type { ImpactFormulation } from '../../../../domain/compliance/impact-schema.ts';
import { feasibilityLabel } from './impact-rows.ts';

export const IMPACT_CSV_HEADERS = [
  'Formulation',
  'Version',
  'Status',
  'Fails today',
  'Reasons',
  'Reformulation',
  'Cost/unit now (USD)',
  'Cost/unit compliant (USD)',
  'Change/unit (USD)',
  'Units a year',
  'Change/year (USD)',
] as const;

/**
 * The impact table as a CSV file (RFC 4180, CRLF), written as the analytics export is (monthly-csv.ts):
 * amounts are plain numbers, every text is quoted, and a text a spreadsheet would run as a formula gets an
 * apostrophe before it. Every reason is in the file, not just the first the table shows.
 */
export function impactCsv(rows: readonly ImpactFormulation[]): string {
  const amount = (value: string | null | undefined) => (value == null ? null : Number(value));
  const csv = Papa.unparse(
    [
      [...IMPACT_CSV_HEADERS],
      ...rows.map((row) => [
        row.name,
        row.version,
        row.status,
        row.failsToday ? 'Yes' : 'No',
        row.findings.map((finding) => finding.message).join('; '),
        feasibilityLabel(row),
        amount(row.reformulation?.costPerUnitBefore),
        amount(row.reformulation?.costPerUnitAfter),
        amount(row.reformulation?.changePerUnit),
        row.reformulation?.yearlyVolume ?? null,
        amount(row.reformulation?.changePerYear),
      ]),
    ],
    { quotes: (value: unknown) => typeof value === 'string', escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return `${csv}\r\n`;
}
