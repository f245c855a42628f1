/**
 * The export templates (docs/product-rules.md, "Sustainability, analytics, exports"); admin-only ones are listed only to admins and refused to others.
 *
 * `scope` says what the date range does: records that happen (formulations, compliance issues, activity, AI
 * sessions) are exported for the period; master data (ingredients, suppliers, users) and the dashboard's
 * figures are exported as they are now, and the form says so.
 */
export const EXPORT_TEMPLATES = [
  {
    id: 'formulations',
    label: 'Formulations',
    description: 'Every formulation with status, costs and margin',
    adminOnly: false,
    scope: 'period',
    periodNote: 'Formulations created or changed in the period',
  },
  {
    id: 'formulation_detail',
    label: 'Formulation Details',
    description: 'Lines, concentrations, INCI list and costs of each formulation',
    adminOnly: false,
    scope: 'period',
    periodNote: 'Formulations created or changed in the period',
  },
  {
    id: 'ingredients',
    label: 'Ingredient Inventory',
    description: 'Ingredients with INCI names, costs, suppliers and sustainability',
    adminOnly: false,
    scope: 'current',
    periodNote: 'The current inventory: the date range does not apply',
  },
  {
    id: 'suppliers',
    label: 'Suppliers',
    description: 'Suppliers with ratings, certifications and terms',
    adminOnly: false,
    scope: 'current',
    periodNote: 'The current list: the date range does not apply',
  },
  {
    id: 'substances',
    label: 'Substance Catalogue',
    description: 'Substances with CAS and EC numbers, functions, allergen flags and what they count as',
    adminOnly: false,
    scope: 'current',
    periodNote: 'The current catalogue: the date range does not apply',
  },
  {
    id: 'cost_analysis',
    label: 'Cost Analysis',
    description: 'Cost breakdown per formulation with the summary figures',
    adminOnly: false,
    feature: 'costAnalysis',
    scope: 'period',
    periodNote: 'Formulations created or changed in the period',
  },
  {
    id: 'compliance_report',
    label: 'Compliance Report',
    description: 'Compliance issues with severity, status and due dates',
    adminOnly: false,
    feature: 'compliance',
    scope: 'period',
    periodNote: 'Issues reported or changed in the period',
  },
  {
    id: 'safety_assessment',
    label: 'Safety Assessment',
    description: 'Margin of safety of every substance of each formulation, with its exposure category',
    adminOnly: false,
    scope: 'period',
    periodNote: 'Formulations created or changed in the period',
  },
  {
    id: 'sustainability_report',
    label: 'Sustainability Report',
    description: 'Natural origin, water and carbon per formulation',
    adminOnly: false,
    feature: 'sustainability',
    scope: 'period',
    periodNote: 'Formulations created or changed in the period',
  },
  {
    id: 'dashboard_summary',
    label: 'Dashboard Summary',
    description: 'The dashboard figures and the current formulations',
    adminOnly: false,
    scope: 'current',
    periodNote: 'The figures as they are now: the date range does not apply',
  },
  {
    id: 'ideation_sessions',
    label: 'AI Sessions',
    description: 'The team’s AI ideation sessions with authors, ratings and tags',
    adminOnly: false,
    feature: 'aiIdeation',
    scope: 'period',
    periodNote: 'Sessions held in the period',
  },
  {
    id: 'activity_log',
    label: 'Activity Log',
    description: 'Every change made in the platform',
    adminOnly: true,
    scope: 'period',
    periodNote: 'Changes made in the period',
  },
  {
    id: 'users',
    label: 'Users',
    description: 'User accounts and roles',
    adminOnly: true,
    scope: 'current',
    periodNote: 'The current accounts: the date range does not apply',
  },
] as const;

export type ExportTemplateId = (typeof EXPORT_TEMPLATES)[number]['id'];
export type ExportScope = (typeof EXPORT_TEMPLATES)[number]['scope'];
export const EXPORT_TEMPLATE_IDS = EXPORT_TEMPLATES.map((t) => t.id) as [
  ExportTemplateId,
  ...ExportTemplateId[],
];

/**
 * Whether a template's feature is on: a feature switched off closes its exports (docs/product-rules.md, "Sign-in and permissions"), the ones already
 * made included.
 */
export function templateOpen(id: string, features: Record<string, boolean>): boolean {
  const template = EXPORT_TEMPLATES.find((t) => t.id === id);
  const feature = template && 'feature' in template ? template.feature : undefined;
  return !feature || features[feature] !== false;
}

export function templateLabel(id: string): string {
  return EXPORT_TEMPLATES.find((t) => t.id === id)?.label ?? id;
}
