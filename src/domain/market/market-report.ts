import { requiredWarnings } from '../compliance/evaluate.ts';
import { type ComplianceReport, complianceReport } from '../compliance/report.ts';
import type { UnreviewedSubstance } from '../substance/review.ts';
import { type MarketFindings, marketVerdicts } from './market-compliance.ts';

/**
 * The compliance report over every market a formulation targets (ADR 058): each market's rows, worst first,
 * market by market in the formulation's order; the matrix of verdicts (EU passes, CN fails); the warnings of
 * every market's label once each, and each market's own.
 */
export function marketComplianceReport(
  subject: Parameters<typeof complianceReport>[0],
  perMarket: readonly MarketFindings[],
  checkedOn: string,
  needsReview: readonly UnreviewedSubstance[] = [],
): ComplianceReport {
  const reports = perMarket.map(({ market, findings }) =>
    complianceReport(subject, findings, checkedOn, needsReview, market),
  );
  const verdicts = marketVerdicts(perMarket);
  const base = complianceReport(subject, [], checkedOn, needsReview);
  const rows = reports.flatMap((report) => report.rows);
  return {
    ...base,
    rows,
    warnings: [...new Set(reports.flatMap((report) => report.warnings))],
    violations: rows.filter((row) => row.violation).length,
    markets: verdicts.map((verdict, index) => ({
      ...verdict,
      warnings: requiredWarnings(perMarket[index]!.findings),
    })),
  };
}
