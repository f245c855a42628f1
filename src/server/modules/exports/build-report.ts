import type { DateRange } from '../../../domain/export/constants.ts';
import { DATE_RANGE_LABELS, inRange, rangeStart } from '../../../domain/export/date-range.ts';
import { type ExportTemplateId, templateLabel } from '../../../domain/export/templates.ts';
import { statusLabel } from '../../../domain/formulation/constants.ts';
import { costSummary } from '../../../domain/formulation/cost-summary.ts';
import { inciText } from '../../../domain/formulation/inci.ts';
import { meanOfPresent } from '../../../domain/sustainability/footprint.ts';
import type { ActivityService } from '../activity/service.ts';
import type { ComplianceService } from '../compliance/service.ts';
import type { DashboardService } from '../dashboard/service.ts';
import type { FormulationService } from '../formulations/service.ts';
import type { IngredientService } from '../ingredients/service.ts';
import type { SupplierService } from '../suppliers/service.ts';
import type { UserService } from '../users/service.ts';
import type { Report, Section } from './report.ts';

export interface ReportSources {
  formulations: FormulationService;
  ingredients: IngredientService;
  suppliers: SupplierService;
  compliance: ComplianceService;
  dashboard: DashboardService;
  activity: ActivityService;
  users: UserService;
}

const money = (value: string) => `$${Number(value).toFixed(2)}`;

const formulationColumns: Section['columns'] = [
  { header: 'Name', key: 'name', width: 34 },
  { header: 'Version', key: 'version', format: 'int' },
  { header: 'Product Type', key: 'productType' },
  { header: 'Status', key: 'status' },
  { header: 'Batch Size (oz)', key: 'batchSize', format: 'decimal' },
  { header: 'Unit Size (oz)', key: 'unitSize', format: 'decimal' },
  { header: 'Total Cost', key: 'totalCost', format: 'money4' },
  { header: 'Cost/Unit', key: 'costPerUnit', format: 'money4' },
  { header: 'Target Margin %', key: 'targetMargin', format: 'percent0' },
  { header: 'Suggested Price', key: 'suggestedUnitPrice', format: 'money2' },
  { header: 'Created', key: 'createdAt', format: 'date' },
];

/** Builds the report of one template for a date range (rows created or changed in the range). */
export async function buildReport(
  template: ExportTemplateId,
  range: DateRange,
  sources: ReportSources,
  now = new Date(),
): Promise<Report> {
  const start = rangeStart(range, now);
  const subtitle = `${DATE_RANGE_LABELS[range]} · generated ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const title = templateLabel(template);
  const recent = <T extends { createdAt: string; updatedAt?: string }>(rows: T[]) =>
    rows.filter((row) => inRange(row.updatedAt ?? row.createdAt, start) || inRange(row.createdAt, start));

  switch (template) {
    case 'formulations':
    case 'cost_analysis': {
      const rows = recent((await sources.formulations.list({})).items).map((f) => ({
        ...f,
        status: statusLabel(f.status),
      }));
      const summary = costSummary(rows);
      return {
        title,
        subtitle,
        summary: [
          ['Total Formulations', String(summary.count)],
          ['Average Cost/Unit', money(summary.avgCostPerUnit)],
          ['Total Batch Cost', money(summary.totalBatchCost)],
          [
            'Highest Cost/Unit',
            summary.highest ? `${summary.highest.name} at ${money(summary.highest.costPerUnit)}` : '—',
          ],
        ],
        sections: [
          {
            name: template === 'cost_analysis' ? 'Formulation Cost Breakdown' : 'Formulations',
            columns: formulationColumns,
            rows,
          },
        ],
      };
    }
    case 'formulation_detail': {
      const list = recent((await sources.formulations.list({})).items);
      const sections: Section[] = [
        {
          name: 'Formulations',
          columns: formulationColumns,
          rows: list.map((f) => ({ ...f, status: statusLabel(f.status) })),
        },
      ];
      const lines: Record<string, unknown>[] = [];
      const inci: Record<string, unknown>[] = [];
      for (const item of list) {
        const detail = await sources.formulations.get(item.id);
        for (const line of detail.lines)
          lines.push({ formulation: `${detail.name} v${detail.version}`, ...line });
        inci.push({
          formulation: `${detail.name} v${detail.version}`,
          declaration: inciText(detail.inci),
          missing: detail.inci
            .filter((e) => e.missingInci)
            .map((e) => e.name)
            .join('; '),
        });
      }
      sections.push({
        name: 'Lines',
        columns: [
          { header: 'Formulation', key: 'formulation', width: 34 },
          { header: 'Ingredient', key: 'ingredientName', width: 28 },
          { header: 'INCI Name', key: 'inciName', width: 28 },
          { header: 'Ounces', key: 'ounces', format: 'decimal' },
          { header: 'Concentration % w/w', key: 'concentration', format: 'percent2' },
          { header: 'Unit Cost', key: 'unitCost', format: 'money3' },
          { header: 'Unit', key: 'unit' },
          { header: 'Line Cost', key: 'cost', format: 'money3' },
        ],
        rows: lines,
      });
      sections.push({
        name: 'INCI Declarations',
        columns: [
          { header: 'Formulation', key: 'formulation', width: 34 },
          { header: 'INCI Declaration (descending by weight)', key: 'declaration', width: 100 },
          { header: 'Missing INCI Names', key: 'missing', width: 30 },
        ],
        rows: inci,
      });
      return { title, subtitle, sections };
    }
    case 'ingredients': {
      const rows = recent((await sources.ingredients.list({})).items);
      return {
        title,
        subtitle,
        sections: [
          {
            name: 'Ingredients',
            columns: [
              { header: 'Name', key: 'name', width: 30 },
              { header: 'INCI Name', key: 'incisName', width: 30 },
              { header: 'Category', key: 'category' },
              { header: 'Supplier', key: 'supplierName', width: 26 },
              { header: 'Unit Cost', key: 'unitCost', format: 'money3' },
              { header: 'Unit', key: 'unit' },
              { header: 'Quality Grade', key: 'qualityGrade' },
              { header: 'Sustainability %', key: 'sustainabilityRating', format: 'int' },
              { header: 'Shelf Life (months)', key: 'shelfLifeMonths', format: 'int' },
              { header: 'Regulatory Restrictions', key: 'regulatoryRestrictions', width: 40 },
              { header: 'Allergens', key: 'allergenInfo', width: 30 },
            ],
            rows: rows.map((row) => ({ ...row, supplierName: row.supplierName ?? 'Unknown' })),
          },
        ],
      };
    }
    case 'suppliers': {
      const rows = recent((await sources.suppliers.list({})).items);
      return {
        title,
        subtitle,
        sections: [
          {
            name: 'Suppliers',
            columns: [
              { header: 'Name', key: 'name', width: 30 },
              { header: 'Email', key: 'contactEmail', width: 28 },
              { header: 'Phone', key: 'contactPhone' },
              { header: 'Country', key: 'country' },
              { header: 'Website', key: 'website', width: 28 },
              { header: 'Rating', key: 'rating', format: 'decimal' },
              { header: 'Certifications', key: 'certifications', width: 30 },
              { header: 'Sustainability Score', key: 'sustainabilityScore', format: 'int' },
              { header: 'Lead Time (days)', key: 'leadTimedays', format: 'int' },
              { header: 'Minimum Order', key: 'minimumOrderValue', format: 'money2' },
            ],
            rows,
          },
        ],
      };
    }
    case 'compliance_report': {
      const rows = recent(await sources.compliance.list()).map((issue) => ({
        ...issue,
        status: statusLabel(issue.status),
        severity: statusLabel(issue.severity),
        dueDate: issue.dueDate ?? 'No due date',
      }));
      return {
        title,
        subtitle,
        summary: [
          ['Open', String(rows.filter((r) => r.status === 'Open').length)],
          ['In Progress', String(rows.filter((r) => r.status === 'In Progress').length)],
          ['Resolved', String(rows.filter((r) => r.status === 'Resolved').length)],
        ],
        sections: [
          {
            name: 'Compliance Issues',
            columns: [
              { header: 'Title', key: 'title', width: 40 },
              { header: 'Severity', key: 'severity' },
              { header: 'Status', key: 'status' },
              { header: 'Region', key: 'region' },
              { header: 'Due Date', key: 'dueDate' },
              { header: 'Formulation', key: 'formulationName', width: 30 },
              { header: 'Ingredient', key: 'ingredientName', width: 24 },
              { header: 'Description', key: 'description', width: 60 },
              { header: 'Reported', key: 'createdAt', format: 'date' },
            ],
            rows,
          },
        ],
      };
    }
    case 'sustainability_report': {
      const rows = (await sources.formulations.footprints())
        .filter(
          (row) => inRange(row.formulation.updatedAt, start) || inRange(row.formulation.createdAt, start),
        )
        .map(({ formulation, footprint }) => ({
          name: `${formulation.name} v${formulation.version}`,
          productType: formulation.productType,
          naturalOrigin: footprint.naturalOriginPercent,
          water: footprint.waterPerUnit ?? 'No data yet',
          carbon: footprint.carbonPerUnit ?? 'No data yet',
          coverage: footprint.coverage.naturalOrigin,
        }));
      const average = meanOfPresent(rows.map((row) => row.naturalOrigin));
      return {
        title,
        subtitle,
        summary: [['Portfolio natural origin content (ISO 16128)', average ? `${average}%` : 'No data yet']],
        sections: [
          {
            name: 'Formulation Footprints',
            columns: [
              { header: 'Formulation', key: 'name', width: 36 },
              { header: 'Product Type', key: 'productType' },
              { header: 'Natural Origin %', key: 'naturalOrigin', format: 'percent2' },
              { header: 'Water L/unit', key: 'water' },
              { header: 'Carbon kg CO2e/unit', key: 'carbon' },
              { header: 'Data Coverage %', key: 'coverage', format: 'percent2' },
            ],
            rows,
          },
        ],
      };
    }
    case 'dashboard_summary': {
      const stats = await sources.dashboard.stats();
      const current = (await sources.formulations.list({ limit: 50 })).items;
      const open = await sources.compliance.open(20);
      return {
        title,
        subtitle,
        summary: [
          ['Active Formulations', String(stats.activeFormulations)],
          ['Avg Cost per Unit', money(stats.avgCostPerUnit)],
          ['AI Ideas Generated', String(stats.aiIdeasGenerated)],
          ['Compliance Issues', String(stats.complianceIssues)],
          ['Total Batch Costs', money(stats.totalBatchCost)],
          [
            'Highest Cost',
            stats.highestCost
              ? `${stats.highestCost.name} at ${money(stats.highestCost.costPerUnit)} per unit`
              : '—',
          ],
        ],
        sections: [
          {
            name: 'Current Formulations',
            columns: formulationColumns,
            rows: current.map((f) => ({ ...f, status: statusLabel(f.status) })),
          },
          {
            name: 'Open Compliance Alerts',
            columns: [
              { header: 'Title', key: 'title', width: 40 },
              { header: 'Severity', key: 'severity' },
              { header: 'Region', key: 'region' },
              { header: 'Due Date', key: 'dueDate' },
            ],
            rows: open.map((issue) => ({ ...issue, dueDate: issue.dueDate ?? 'No due date' })),
          },
        ],
      };
    }
    case 'activity_log': {
      const { items } = await sources.activity.list({ from: start ?? undefined, limit: 50_000 });
      return {
        title,
        subtitle,
        sections: [
          {
            name: 'Activity',
            columns: [
              { header: 'When', key: 'createdAt', width: 24 },
              { header: 'User', key: 'user', width: 24 },
              { header: 'Action', key: 'action', width: 26 },
              { header: 'Record', key: 'entityType' },
              { header: 'Description', key: 'description', width: 80 },
            ],
            rows: items,
          },
        ],
      };
    }
    case 'users': {
      const rows = (await sources.users.list()).filter(
        (user) => inRange(user.createdAt, start) || start === null,
      );
      return {
        title,
        subtitle,
        sections: [
          {
            name: 'Users',
            columns: [
              { header: 'First Name', key: 'firstName' },
              { header: 'Last Name', key: 'lastName' },
              { header: 'Email', key: 'email', width: 30 },
              { header: 'Role', key: 'roleLabel', width: 30 },
              { header: 'Joined', key: 'createdAt', format: 'date' },
              { header: 'Last Active', key: 'lastActiveAt', format: 'date' },
            ],
            rows,
          },
        ],
      };
    }
  }
}
