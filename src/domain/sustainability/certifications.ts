import type Decimal from 'decimal.js';
import { D, toScale } from '../formulation/cost.ts';
import { certificationLabel } from '../supplier/supplier-display.ts';

/** The certification tiles of the sustainability screen, in order, with the names users know them by. */
export const CERTIFICATION_TILES = [
  { certification: 'organic', label: 'USDA Organic' },
  { certification: 'fair_trade', label: 'Fair Trade' },
  { certification: 'cruelty_free', label: 'Cruelty Free' },
  { certification: 'sustainable', label: 'Sustainably Sourced' },
  { certification: 'iso_14001', label: 'ISO 14001' },
] as const;

/**
 * Certifications that make a supplier "certified" for the certified-suppliers goal: environmental or ethical
 * sourcing (organic, fair trade, ISO 14001, sustainably sourced). ISO 9001 is quality, cruelty free is animal
 * testing: neither says anything about sourcing.
 */
export const SOURCING_CERTIFICATIONS: readonly string[] = [
  'organic',
  'fair_trade',
  'iso_14001',
  'sustainable',
];

/** The supplier table shows this many certifications, then "+N". */
export const SUPPLIER_TABLE_CERTIFICATIONS = 2;

export interface CertifiedSupplier {
  certifications: readonly string[];
}

/** How many suppliers hold each tile's certification (a supplier counts once per certification it holds). */
export function certificationCounts(suppliers: readonly CertifiedSupplier[]) {
  return CERTIFICATION_TILES.map(({ certification, label }) => ({
    certification,
    label,
    count: suppliers.filter((s) => s.certifications.includes(certification)).length,
  }));
}

/** Share of suppliers holding at least one sourcing certification, in % to 1 decimal; null without suppliers. */
export function certifiedSuppliersPercent(suppliers: readonly CertifiedSupplier[]): string | null {
  const exact = certifiedSuppliersShare(suppliers);
  return exact === null ? null : toScale(exact, 1);
}

/** The share of suppliers with a sourcing certification, unrounded (goal progress starts from it). */
export function certifiedSuppliersShare(suppliers: readonly CertifiedSupplier[]): Decimal | null {
  const certified = suppliers.filter((s) =>
    s.certifications.some((c) => SOURCING_CERTIFICATIONS.includes(c)),
  ).length;
  return exactShare(certified, suppliers.length);
}

/** count / total × 100, unrounded; null when there is nothing to count. */
export function exactShare(count: number, total: number): Decimal | null {
  return total > 0 ? D(count).div(total).times(100) : null;
}

/** count / total × 100 to `scale` decimals; null when there is nothing to count. */
export function sharePercent(count: number, total: number, scale = 1): string | null {
  const exact = exactShare(count, total);
  return exact === null ? null : toScale(exact, scale);
}

export interface SupplierForTable {
  id: string;
  name: string;
  contactEmail: string | null;
  country: string | null;
  certifications: readonly string[];
  sustainabilityScore: number;
  rating: string | number;
}

/**
 * One row of the sustainability screen's supplier table (docs/product-rules.md, "The web app"): country or "N/A", the first two
 * certifications plus "+N", the 0-100 sustainability score (drawn as a bar) and the rating to one decimal.
 */
export function supplierTableRow(supplier: SupplierForTable) {
  const shown = supplier.certifications.slice(0, SUPPLIER_TABLE_CERTIFICATIONS);
  return {
    id: supplier.id,
    name: supplier.name,
    contactEmail: supplier.contactEmail,
    country: supplier.country?.trim() || 'N/A',
    certifications: shown.map((value) => ({ value, label: certificationLabel(value) })),
    moreCertifications: Math.max(0, supplier.certifications.length - shown.length),
    sustainabilityScore: supplier.sustainabilityScore,
    rating: toScale(D(supplier.rating), 1),
  };
}
export type SupplierTableRow = ReturnType<typeof supplierTableRow>;
