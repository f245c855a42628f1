/**
 * How the suppliers list shows a supplier compactly (docs/glossary.md, "Supplier"): its kind, its stars and its
 * certification badges.
 */
export type SupplierKind = 'laboratory' | 'packaging' | 'ingredient';

/** A name containing "lab" is a laboratory, "pack" packaging, otherwise an ingredient supplier. */
export function supplierKind(name: string): SupplierKind {
  const lower = name.toLowerCase();
  if (lower.includes('lab')) return 'laboratory';
  if (lower.includes('pack')) return 'packaging';
  return 'ingredient';
}

export const SUPPLIER_KIND_LABELS: Record<SupplierKind, string> = {
  laboratory: 'Laboratory',
  packaging: 'Packaging',
  ingredient: 'Ingredient Supplier',
};

/** Full stars: the floor of the rating, 0 to 5. */
export function fullStars(rating: number): number {
  return Math.max(0, Math.min(5, Math.floor(rating)));
}

/** Certification badge colour: organic / fair_trade / sustainable green, iso blue, others gray. */
export function certificationTone(label: string): 'green' | 'blue' | 'gray' {
  const lower = label.toLowerCase();
  if (lower.includes('organic') || lower.includes('fair_trade') || lower.includes('sustainable'))
    return 'green';
  if (lower.includes('iso')) return 'blue';
  return 'gray';
}

/** The first `shown` certifications, then "+N more" for the rest. */
export function certificationBadges(
  certifications: string[],
  shown = 3,
): { visible: string[]; more: number } {
  return { visible: certifications.slice(0, shown), more: Math.max(0, certifications.length - shown) };
}

/** "fair_trade" -> "Fair Trade", "iso_9001" -> "ISO 9001". */
export function certificationLabel(value: string): string {
  return value
    .split('_')
    .map((word) => (word === 'iso' ? 'ISO' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The compact display's sustainability out of 10, from the 0-100 score. */
export function sustainabilityOutOfTen(score: number): string {
  return (Math.round(score) / 10).toFixed(1);
}
