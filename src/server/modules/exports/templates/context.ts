import type { DateRange } from '../../../../domain/export/constants.ts';
import type { ActivityService } from '../../activity/service.ts';
import type { ComplianceService } from '../../compliance/service.ts';
import type { DashboardService } from '../../dashboard/service.ts';
import type { FormulationService } from '../../formulations/service.ts';
import type { IdeationService } from '../../ideation/service.ts';
import type { RawMaterialService } from '../../raw-materials/service.ts';
import type { AssessmentService } from '../../safety/assessment-service.ts';
import type { SubstanceService } from '../../substances/service.ts';
import type { SupplierService } from '../../suppliers/service.ts';
import type { UserService } from '../../users/service.ts';
import type { Column, Report } from '../report.ts';

export interface ReportSources {
  formulations: FormulationService;
  rawMaterials: RawMaterialService;
  substances: SubstanceService;
  suppliers: SupplierService;
  compliance: ComplianceService;
  dashboard: DashboardService;
  activity: ActivityService;
  users: UserService;
  ideation: IdeationService;
  safety: Pick<AssessmentService, 'tables'>;
}

export interface ReportContext {
  range: DateRange;
  /** The first moment of the period, or null for all time. */
  start: Date | null;
  now: Date;
  sources: ReportSources;
  title: string;
  subtitle: string;
}

/**
 * One template: `count` is what the form shows before anything is made ("No records in the period"), `build`
 * the report itself. Both read the same rows, so a count of zero means an empty file.
 */
export interface ReportTemplate {
  count(context: ReportContext): Promise<number>;
  build(context: ReportContext): Promise<Report>;
}

type Moment = string | Date;

/** A record that happened in the period: created or changed in it. */
export function inPeriod(
  context: Pick<ReportContext, 'start'>,
  row: { createdAt: Moment; updatedAt?: Moment | null },
): boolean {
  if (!context.start) return true;
  const start = context.start.getTime();
  return [row.createdAt, row.updatedAt].some((at) => at && new Date(at).getTime() >= start);
}

export const formulationColumns: Column[] = [
  { header: 'Name', key: 'name', width: 34 },
  { header: 'Version', key: 'version', format: 'int' },
  { header: 'Product Type', key: 'productType', format: 'label' },
  { header: 'Status', key: 'status', format: 'label' },
  { header: 'Batch Size (oz)', key: 'batchSize', format: 'decimal' },
  { header: 'Unit Size (oz)', key: 'unitSize', format: 'decimal' },
  { header: 'Total Cost', key: 'totalCost', format: 'money4' },
  { header: 'Cost/Unit', key: 'costPerUnit', format: 'money4' },
  { header: 'Target Margin', key: 'targetMargin', format: 'percent0' },
  { header: 'Suggested Price', key: 'suggestedUnitPrice', format: 'money2' },
  { header: 'Created', key: 'createdAt', format: 'date' },
];
