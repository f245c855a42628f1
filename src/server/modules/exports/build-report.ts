import type { DateRange } from '../../../domain/export/constants.ts';
import { DATE_RANGE_LABELS, rangeStart } from '../../../domain/export/date-range.ts';
import { EXPORT_TEMPLATES, type ExportTemplateId, templateLabel } from '../../../domain/export/templates.ts';
import type { Report } from './report.ts';
import type { ReportContext, ReportSources, ReportTemplate } from './templates/context.ts';
import { activityLog, complianceReport, ideationSessions } from './templates/event-reports.ts';
import { formulationDetail, formulationList, sustainabilityReport } from './templates/formulation-reports.ts';
import { dashboardSummary, ingredientList, supplierList, userList } from './templates/list-reports.ts';
import { safetyAssessmentReport } from './templates/safety-report.ts';
import { substanceList } from './templates/substance-report.ts';

export type { ReportSources } from './templates/context.ts';

export const REPORT_TEMPLATES: Record<ExportTemplateId, ReportTemplate> = {
  formulations: formulationList('Formulations'),
  formulation_detail: formulationDetail,
  ingredients: ingredientList,
  substances: substanceList,
  suppliers: supplierList,
  cost_analysis: formulationList('Formulation Cost Breakdown'),
  compliance_report: complianceReport,
  safety_assessment: safetyAssessmentReport,
  sustainability_report: sustainabilityReport,
  dashboard_summary: dashboardSummary,
  ideation_sessions: ideationSessions,
  activity_log: activityLog,
  users: userList,
};

function contextOf(
  template: ExportTemplateId,
  range: DateRange,
  sources: ReportSources,
  now: Date,
): ReportContext {
  const generated = `generated ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const current = EXPORT_TEMPLATES.find((t) => t.id === template)?.scope === 'current';
  return {
    range,
    // Master data is the current list whatever the range: only records that happen have a period.
    start: current ? null : rangeStart(range, now),
    now,
    sources,
    title: templateLabel(template),
    subtitle: current ? `Current list · ${generated}` : `${DATE_RANGE_LABELS[range]} · ${generated}`,
  };
}

/** Builds the report of one template: records of the period, or the current list for master data. */
export function buildReport(
  template: ExportTemplateId,
  range: DateRange,
  sources: ReportSources,
  now = new Date(),
): Promise<Report> {
  return REPORT_TEMPLATES[template].build(contextOf(template, range, sources, now));
}

/** How many records an export of this template would hold, so an empty one is said before it is made. */
export function countRecords(
  template: ExportTemplateId,
  range: DateRange,
  sources: ReportSources,
  now = new Date(),
): Promise<number> {
  return REPORT_TEMPLATES[template].count(contextOf(template, range, sources, now));
}
