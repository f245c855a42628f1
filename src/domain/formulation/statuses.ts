/** The five statuses of the form, plus `rejected`, which the edit form shows as draft. */
export const FORM_STATUSES = ['draft', 'in_development', 'testing', 'compliance_review', 'approved'] as const;
export const FORMULATION_STATUSES = [...FORM_STATUSES, 'rejected'] as const;
export type FormulationStatus = (typeof FORMULATION_STATUSES)[number];

/**
 * Statuses counted as active work (analytics and the dashboard): in development or in testing. Migration 0009's
 * running totals repeat this list in SQL; tests/api/dashboard.test.ts checks they agree.
 */
export const ACTIVE_STATUSES = ['in_development', 'testing'] as const;

/** "in_development" -> "In Development". */
export function statusLabel(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
