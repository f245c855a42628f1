import type { ExportFormat } from '../../../domain/export/constants.ts';
import { renderCsv } from './render-csv.ts';
import { renderPdf } from './render-pdf.ts';
import { renderXlsx } from './render-xlsx.ts';
import type { Report } from './report.ts';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** A report in one of the export formats: the one renderer every export and download goes through. */
export async function render(format: ExportFormat, report: Report): Promise<Buffer> {
  if (format === 'csv') return renderCsv(report);
  if (format === 'pdf') return renderPdf(report);
  return renderXlsx(report);
}
