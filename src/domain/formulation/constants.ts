export const PRODUCT_TYPES = [
  'balm',
  'cleanser',
  'moisturizer',
  'serum',
  'sunscreen',
  'treatment',
  'mask',
  'toner',
  'exfoliant',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const SKIN_TYPES = [
  'oily',
  'dry',
  'sensitive',
  'combination',
  'normal',
  'mature',
  'acne_prone',
] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

/** The five statuses of the form, plus `rejected`, which the edit form shows as draft. */
export const FORM_STATUSES = ['draft', 'in_development', 'testing', 'compliance_review', 'approved'] as const;
export const FORMULATION_STATUSES = [...FORM_STATUSES, 'rejected'] as const;
export type FormulationStatus = (typeof FORMULATION_STATUSES)[number];

/** Rinse-off products for the allergen and concentration rules (DESIGN §9); every other type is leave-on. */
export const RINSE_OFF_PRODUCT_TYPES: readonly ProductType[] = ['cleanser', 'mask', 'exfoliant'];

export const DEFAULT_BATCH_SIZE = 1000;
export const DEFAULT_UNIT_SIZE = 50;
export const DEFAULT_TARGET_MARGIN = 60;
export const MAX_TARGET_MARGIN = 95;

/** "in_development" -> "In Development". */
export function statusLabel(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Statuses counted as active work (analytics and the dashboard): in development or in testing. */
export const ACTIVE_STATUSES = ['in_development', 'testing'] as const;
