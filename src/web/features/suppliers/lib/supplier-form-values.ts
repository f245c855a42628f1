import type { Supplier } from '../../../../domain/supplier/supplier-schema.ts';

/** What the supplier form holds: text as typed, plus the chosen certifications. */
export interface SupplierFormState {
  name: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  country: string;
  website: string;
  rating: string;
  certifications: string[];
  sustainabilityScore: string;
  leadTimedays: string;
  minimumOrderValue: string;
}

/** A new supplier starts at the API's payload defaults (docs/product-rules.md, "Supply"); an existing one at its own values. */
export function supplierFormDefaults(supplier?: Supplier): SupplierFormState {
  return {
    name: supplier?.name ?? '',
    contactEmail: supplier?.contactEmail ?? '',
    contactPhone: supplier?.contactPhone ?? '',
    address: supplier?.address ?? '',
    country: supplier?.country ?? '',
    website: supplier?.website ?? '',
    rating: supplier?.rating ?? '0.0',
    certifications: [...(supplier?.certifications ?? [])],
    sustainabilityScore: String(supplier?.sustainabilityScore ?? 0),
    leadTimedays: String(supplier?.leadTimedays ?? 0),
    minimumOrderValue: supplier?.minimumOrderValue ?? '0.00',
  };
}

/** A whole number as a number (the spec sends integers); anything else stays text for validation to name. */
function integerOr(value: string, fallback: number): number | string {
  const text = value.trim();
  if (text === '') return fallback;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/**
 * The body of POST / PUT /api/suppliers (docs/product-rules.md, "Supply"): rating as text (default "0.0"),
 * minimumOrderValue as text (default "0.00"), sustainabilityScore and leadTimedays as integers (default 0),
 * contactEmail and website left out when empty.
 */
export function toSupplierPayload(form: SupplierFormState, revision?: number) {
  const contactEmail = form.contactEmail.trim();
  const website = form.website.trim();
  return {
    name: form.name.trim(),
    ...(contactEmail && { contactEmail }),
    contactPhone: form.contactPhone.trim(),
    address: form.address.trim(),
    country: form.country.trim(),
    ...(website && { website }),
    rating: form.rating.trim() || '0.0',
    certifications: form.certifications,
    sustainabilityScore: integerOr(form.sustainabilityScore, 0),
    leadTimedays: integerOr(form.leadTimedays, 0),
    minimumOrderValue: form.minimumOrderValue.trim() || '0.00',
    ...(revision !== undefined && { revision }),
  };
}
export type SupplierPayload = ReturnType<typeof toSupplierPayload>;
