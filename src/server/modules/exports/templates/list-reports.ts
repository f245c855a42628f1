import { exactMean } from '../../../../domain/common/exact-mean.ts';
import { certificationLabel } from '../../../../domain/supplier/supplier-display.ts';
import type { ReportTemplate } from './context.ts';
import { formulationColumns } from './context.ts';

// Master data and the dashboard: exported as they are now, whatever the date range (the form says so).

export const ingredientList: ReportTemplate = {
  count: async ({ sources }) => (await sources.rawMaterials.list({})).items.length,
  async build({ sources, title, subtitle }) {
    const rows = (await sources.rawMaterials.list({})).items;
    return {
      title,
      subtitle,
      sections: [
        {
          name: 'Ingredients',
          columns: [
            { header: 'Name', key: 'name', width: 30 },
            { header: 'INCI Name', key: 'incisName', width: 30 },
            { header: 'Category', key: 'category', format: 'label' },
            { header: 'Supplier', key: 'supplierName', width: 26 },
            { header: 'Unit Cost', key: 'unitCost', format: 'money3' },
            { header: 'Unit', key: 'unit' },
            { header: 'Quality Grade', key: 'qualityGrade', format: 'label' },
            { header: 'Sustainability', key: 'sustainabilityRating', format: 'percent0' },
            { header: 'Shelf Life (months)', key: 'shelfLifeMonths', format: 'int' },
            { header: 'Regulatory Restrictions', key: 'regulatoryRestrictions', width: 40 },
            { header: 'Allergens', key: 'allergenInfo', width: 30 },
          ],
          rows: rows.map((row) => ({ ...row, supplierName: row.supplierName ?? 'Unknown' })),
        },
      ],
    };
  },
};

export const supplierList: ReportTemplate = {
  count: async ({ sources }) => (await sources.suppliers.list({})).items.length,
  async build({ sources, title, subtitle }) {
    // Certifications read as on the supplier cards ("ISO 9001", "Fair Trade").
    const rows = (await sources.suppliers.list({})).items.map((supplier) => ({
      ...supplier,
      certifications: supplier.certifications.map(certificationLabel),
    }));
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
  },
};

export const userList: ReportTemplate = {
  count: async ({ sources }) => (await sources.users.list()).length,
  async build({ sources, title, subtitle }) {
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
          rows: await sources.users.list(),
        },
      ],
    };
  },
};

/** The dashboard's figures now, its current formulations and open alerts. */
export const dashboardSummary: ReportTemplate = {
  count: async ({ sources }) => (await sources.dashboard.stats()).totalFormulations,
  async build({ sources, title, subtitle }) {
    const stats = await sources.dashboard.stats();
    const current = (await sources.formulations.list({ limit: 50 })).items;
    const open = await sources.compliance.open(20);
    return {
      title,
      subtitle,
      summary: [
        { label: 'Active Formulations', value: stats.activeFormulations, format: 'int' },
        {
          label: 'Avg Cost per Unit',
          value: exactMean(stats.sumCostPerUnit, stats.totalFormulations, 2),
          format: 'money2',
        },
        { label: 'AI Ideas Generated', value: stats.aiIdeasGenerated, format: 'int' },
        { label: 'Compliance Issues', value: stats.complianceIssues, format: 'int' },
        { label: 'Total Batch Costs', value: stats.totalBatchCost, format: 'money2' },
        { label: 'Highest Cost per Unit', value: stats.highestCost?.costPerUnit ?? null, format: 'money2' },
        { label: 'Highest Cost Formulation', value: stats.highestCost?.name ?? '—' },
      ],
      sections: [
        { name: 'Current Formulations', columns: formulationColumns, rows: current },
        {
          name: 'Open Compliance Alerts',
          columns: [
            { header: 'Title', key: 'title', width: 40 },
            { header: 'Severity', key: 'severity', format: 'label' },
            { header: 'Region', key: 'region' },
            { header: 'Due Date', key: 'dueDate', format: 'date' },
          ],
          rows: open,
        },
      ],
    };
  },
};
