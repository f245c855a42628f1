import { isRole, type Role } from './roles.ts';

/**
 * The permission matrix of docs/product-rules.md, "Sign-in and permissions", in one place. The server checks it on every route through one hook;
 * the web reads it to hide what a role cannot do.
 */
export const RESOURCES = [
  'formulations',
  'ingredients',
  'substances',
  'change_proposals',
  'suppliers',
  'compliance',
  'regulatory_rules',
  'regulatory_datasets',
  'safety',
  'scenarios',
  'ideation',
  'exports',
  'dashboard',
  'sustainability',
  'analytics',
  'lab',
  'admin',
  'profile',
  'account_settings',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** `report` is raising a compliance issue; `write` is create / edit / delete. */
export const ACTIONS = ['read', 'write', 'report'] as const;
export type Action = (typeof ACTIONS)[number];

export interface Actor {
  role: string;
}

const EVERY_ROLE: readonly Role[] = [
  'admin',
  'editor',
  'viewer',
  'product_manager',
  'rd_scientist',
  'procurement_specialist',
  'finance_analyst',
  'quality_regulatory',
];
const ALL_BUT_VIEWER = EVERY_ROLE.filter((role) => role !== 'viewer');
const NOBODY: readonly Role[] = [];

type Matrix = Record<Resource, Record<Action, readonly Role[]>>;

const compliance = {
  read: EVERY_ROLE,
  write: ['admin', 'editor', 'quality_regulatory'],
  report: ALL_BUT_VIEWER,
} as const;

export const PERMISSIONS: Matrix = {
  formulations: {
    read: EVERY_ROLE,
    write: ['admin', 'editor', 'product_manager', 'rd_scientist'],
    report: NOBODY,
  },
  ingredients: {
    read: EVERY_ROLE,
    write: ['admin', 'editor', 'rd_scientist', 'procurement_specialist'],
    report: NOBODY,
  },
  // The substance catalogue is the formulators' and the regulatory staff's shared reference (docs/product-rules.md, "Substances and the label").
  substances: {
    read: EVERY_ROLE,
    write: ['admin', 'editor', 'rd_scientist', 'quality_regulatory'],
    report: NOBODY,
  },
  // Master data that changes compliance (ADR 037): everyone sees what is proposed; the regulatory role and admins
  // approve or reject it, and change those fields directly.
  change_proposals: { read: EVERY_ROLE, write: ['admin', 'quality_regulatory'], report: NOBODY },
  suppliers: { read: EVERY_ROLE, write: ['admin', 'editor', 'procurement_specialist'], report: NOBODY },
  compliance,
  regulatory_rules: { read: EVERY_ROLE, write: compliance.write, report: NOBODY },
  // The Commission's annexes imported as published (ADR 055): the regulatory staff and admins import and apply.
  regulatory_datasets: {
    read: ['admin', 'quality_regulatory'],
    write: ['admin', 'quality_regulatory'],
    report: NOBODY,
  },
  // The safety assessment (toxicological profiles, exposure categories, the assessor's conclusion, undesirable
  // effects): everyone reads it, the regulatory staff write it (ADR 052).
  safety: { read: EVERY_ROLE, write: ['admin', 'quality_regulatory'], report: NOBODY },
  scenarios: {
    read: EVERY_ROLE,
    write: ['admin', 'editor', 'product_manager', 'finance_analyst'],
    report: NOBODY,
  },
  // Chatting writes a session; a viewer may neither chat nor rate.
  ideation: { read: ALL_BUT_VIEWER, write: ALL_BUT_VIEWER, report: NOBODY },
  // Every role may export; admin-only templates are checked per template (see exportTemplateAllowed).
  exports: { read: EVERY_ROLE, write: EVERY_ROLE, report: NOBODY },
  dashboard: { read: EVERY_ROLE, write: NOBODY, report: NOBODY },
  // Sustainability goals: every role but viewer may add or edit one.
  sustainability: { read: EVERY_ROLE, write: ALL_BUT_VIEWER, report: NOBODY },
  analytics: { read: EVERY_ROLE, write: NOBODY, report: NOBODY },
  // Lab batches, stability studies and challenge tests: the bench chemists and quality staff record them.
  lab: { read: EVERY_ROLE, write: ['admin', 'editor', 'rd_scientist', 'quality_regulatory'], report: NOBODY },
  admin: { read: ['admin'], write: ['admin'], report: NOBODY },
  // Self-service: every signed-in user on their own record (ownership is checked by the route itself).
  profile: { read: EVERY_ROLE, write: EVERY_ROLE, report: NOBODY },
  account_settings: { read: EVERY_ROLE, write: EVERY_ROLE, report: NOBODY },
};

/** An unknown role value has viewer rights. */
export function effectiveRole(role: string): Role {
  return isRole(role) ? role : 'viewer';
}

export function can(user: Actor | null | undefined, action: Action, resource: Resource): boolean {
  if (!user) return false;
  return PERMISSIONS[resource][action].includes(effectiveRole(user.role));
}

export const ADMIN_ONLY_EXPORT_TEMPLATES = ['activity_log', 'users'] as const;

export function exportTemplateAllowed(user: Actor | null | undefined, template: string): boolean {
  if (!can(user, 'write', 'exports')) return false;
  // The AI sessions export shows what the ideation screen shows: not to those who may not read it.
  if (template === 'ideation_sessions') return can(user, 'read', 'ideation');
  const adminOnly = (ADMIN_ONLY_EXPORT_TEMPLATES as readonly string[]).includes(template);
  return !adminOnly || can(user, 'read', 'admin');
}
