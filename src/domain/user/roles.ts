/** Every role value the product knows, in the order the role selectors list them. */
export const ROLES = [
  'admin',
  'editor',
  'viewer',
  'product_manager',
  'rd_scientist',
  'procurement_specialist',
  'finance_analyst',
  'quality_regulatory',
] as const;

export type Role = (typeof ROLES)[number];

const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  editor: 'Editor',
  viewer: 'Viewer',
  product_manager: 'Product Manager',
  rd_scientist: 'R&D Formulation Scientist',
  procurement_specialist: 'Procurement Specialist',
  finance_analyst: 'Finance/Cost Analyst',
  quality_regulatory: 'Quality & Regulatory Specialist',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The spec's label for a role value; any value it does not know reads "User". */
export function roleLabel(role: string | null | undefined): string {
  return isRole(role) ? ROLE_LABELS[role] : 'User';
}
