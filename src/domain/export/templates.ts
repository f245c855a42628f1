/** The export templates (DESIGN §11); admin-only ones are listed only to admins and refused to others. */
export const EXPORT_TEMPLATES = [
  {
    id: 'formulations',
    label: 'Formulations',
    description: 'Every formulation with status, costs and margin',
    adminOnly: false,
  },
  {
    id: 'formulation_detail',
    label: 'Formulation Details',
    description: 'Lines, concentrations, INCI list and costs of each formulation',
    adminOnly: false,
  },
  {
    id: 'ingredients',
    label: 'Ingredient Inventory',
    description: 'Ingredients with INCI names, costs, suppliers and sustainability',
    adminOnly: false,
  },
  {
    id: 'suppliers',
    label: 'Suppliers',
    description: 'Suppliers with ratings, certifications and terms',
    adminOnly: false,
  },
  {
    id: 'cost_analysis',
    label: 'Cost Analysis',
    description: 'Cost breakdown per formulation with the summary figures',
    adminOnly: false,
  },
  {
    id: 'compliance_report',
    label: 'Compliance Report',
    description: 'Compliance issues with severity, status and due dates',
    adminOnly: false,
  },
  {
    id: 'sustainability_report',
    label: 'Sustainability Report',
    description: 'Natural origin, water and carbon per formulation',
    adminOnly: false,
  },
  {
    id: 'dashboard_summary',
    label: 'Dashboard Summary',
    description: 'The dashboard figures and the current formulations',
    adminOnly: false,
  },
  {
    id: 'activity_log',
    label: 'Activity Log',
    description: 'Every change made in the platform',
    adminOnly: true,
  },
  { id: 'users', label: 'Users', description: 'User accounts and roles', adminOnly: true },
] as const;

export type ExportTemplateId = (typeof EXPORT_TEMPLATES)[number]['id'];
export const EXPORT_TEMPLATE_IDS = EXPORT_TEMPLATES.map((t) => t.id) as [
  ExportTemplateId,
  ...ExportTemplateId[],
];

export function templateLabel(id: string): string {
  return EXPORT_TEMPLATES.find((t) => t.id === id)?.label ?? id;
}
