import type { ComplianceReport } from '../../../../domain/compliance/report.ts';
import {
  APPLICATION_AREA_LABELS,
  type ApplicationArea,
  EXPOSURE_LABELS,
  type Exposure,
  statusLabel,
} from '../../../../domain/formulation/constants.ts';
import type { Report } from '../report.ts';

/**
 * One formulation's compliance report as a document a safety assessor signs (docs/product-rules.md, "Compliance"): the product and where it
 * is used, each regulated substance with its % (and how it is made up), the limit that applies and why, the
 * margin, the status, then the warnings its label must carry. Percentages at the engine's 6 decimals, unrounded
 * beyond that: a 0.0546 % against a 0.05 % limit must read as such.
 */
export function formulationComplianceDocument(report: ComplianceReport, generatedAt: Date): Report {
  const area = APPLICATION_AREA_LABELS[report.applicationArea as ApplicationArea] ?? report.applicationArea;
  const exposure = EXPOSURE_LABELS[report.exposure as Exposure] ?? report.exposure;
  return {
    title: `Compliance Report: ${report.name}`,
    subtitle: `Rules in force on ${report.checkedOn} · generated ${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    summary: [
      { label: 'Product Type', value: statusLabel(report.productType) },
      { label: 'Application Area', value: area },
      { label: 'Exposure', value: exposure },
      {
        label: 'Regulated Substances',
        value: new Set(report.rows.map((row) => row.substance)).size,
        format: 'int',
      },
      { label: 'Violations', value: report.violations, format: 'int' },
      // Substances no rule is known to apply to yet (ADR 035): the report is not complete without their review.
      { label: 'Substances to Review', value: report.needsReview.length, format: 'int' },
    ],
    sections: [
      {
        name: 'Regulated Substances',
        columns: [
          { header: 'Substance', key: 'substance', width: 30 },
          { header: '% w/w', key: 'percent', format: 'decimal' },
          { header: 'Made Up Of', key: 'counted', width: 40 },
          { header: 'Rule', key: 'rule', width: 30 },
          { header: 'Limit %', key: 'limit', format: 'decimal' },
          { header: 'Margin %', key: 'margin', format: 'decimal' },
          { header: 'Status', key: 'status', width: 24 },
          { header: 'Applies Because', key: 'appliesBecause', width: 40 },
          { header: 'Legal Basis', key: 'basis', width: 40 },
        ],
        rows: report.rows.map((row) => ({
          substance: row.substance,
          // A range composition is checked at its maximum, and the report says so.
          percent: row.percent,
          counted: row.range ? `${row.counted} (at the maximum of the supplier's range)` : row.counted,
          rule: row.rule,
          limit: row.limit,
          margin: row.margin,
          status: row.statusLabel,
          appliesBecause: row.appliesBecause,
          basis: row.basis,
        })),
      },
      {
        // Market-independent (ADR 063): each perfume over its IFRA certificate's level for the category.
        name: `IFRA (category ${report.ifra.category ?? 'not set'})`,
        columns: [
          { header: 'Perfume Raw Material', key: 'name', width: 30 },
          { header: '% w/w', key: 'percent', format: 'decimal' },
          { header: 'IFRA Maximum %', key: 'maxPercent', format: 'decimal' },
          { header: 'Source', key: 'source', width: 30 },
          { header: 'Finding', key: 'message', width: 80 },
        ],
        rows: report.ifra.findings.map((finding) => ({
          name: finding.name,
          percent: finding.percent,
          maxPercent: finding.maxPercent,
          source: finding.certificate ?? 'IFRA certificate',
          message: finding.message,
        })),
      },
      {
        name: 'Substance Needs Review',
        columns: [
          { header: 'Substance', key: 'substance', width: 30 },
          { header: '% w/w', key: 'percent', format: 'decimal' },
          { header: 'From', key: 'from', width: 40 },
        ],
        rows: report.needsReview.map((item) => ({
          substance: item.inciName,
          percent: item.percent,
          from: item.ingredientNames.join(', '),
        })),
      },
      {
        name: 'Label Warnings',
        columns: [{ header: 'Warning the label must carry', key: 'warning', width: 80 }],
        rows: report.warnings.map((warning) => ({ warning })),
      },
    ],
  };
}
