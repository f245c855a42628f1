import { z } from 'zod';
import { dateTimeText, decimalText } from '../common/api-text.ts';
import { INT4_MAX, numberField, optionalText, REVISION_RANGE } from '../common/numeric-input.ts';
import { CERTIFICATIONS } from './constants.ts';

const emptyToNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * The supplier form (docs/glossary.md, "Supplier"), shared by the web form, the API (which also takes the client's
 * text numbers) and the CSV import.
 */
export const supplierInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  contactEmail: z
    .union([z.email({ error: 'Invalid email' }).max(254, 'Invalid email'), z.literal('')], {
      error: 'Invalid email',
    })
    .nullish()
    .transform(emptyToNull),
  contactPhone: optionalText(50),
  address: optionalText(500),
  country: optionalText(100),
  website: z
    .union([z.url({ error: 'Invalid URL', protocol: /^https?$/ }).max(500, 'Invalid URL'), z.literal('')], {
      error: 'Invalid URL',
    })
    .nullish()
    .transform(emptyToNull),
  rating: numberField({ message: 'Rating must be between 0 and 5', min: 0, max: 5 })
    .nullish()
    .transform((value) => value ?? 0),
  certifications: z
    .array(z.enum(CERTIFICATIONS, { error: 'Unknown certification' }))
    .max(CERTIFICATIONS.length)
    .default([])
    .transform((items) => [...new Set(items)]),
  sustainabilityScore: numberField({
    message: 'Sustainability score must be between 0 and 100',
    min: 0,
    max: 100,
    integer: true,
  })
    .nullish()
    .transform((value) => value ?? 0),
  leadTimedays: numberField({ message: 'Lead time must be 0 days or more', min: 0, max: 3650, integer: true })
    .nullish()
    .transform((value) => value ?? 0),
  minimumOrderValue: numberField({
    message: 'Minimum order value must be 0 or more',
    min: 0,
    max: 1_000_000_000,
  })
    .nullish()
    .transform((value) => value ?? 0),
  revision: z.int().min(0).max(INT4_MAX, REVISION_RANGE).optional(),
});
export type SupplierInput = z.infer<typeof supplierInputSchema>;
export type SupplierFormValues = z.input<typeof supplierInputSchema>;

export const supplierSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    address: z.string().nullable(),
    country: z.string().nullable(),
    website: z.string().nullable(),
    rating: z.string(),
    certifications: z.array(z.string()),
    sustainabilityScore: z.number().int(),
    leadTimedays: z.number().int(),
    minimumOrderValue: decimalText,
    ingredientCount: z.number().int(),
    revision: z.number().int(),
    createdAt: dateTimeText,
    updatedAt: dateTimeText,
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplierSchema>;

export const SUPPLIER_SORTS = [
  'name',
  '-name',
  'rating',
  '-rating',
  'sustainabilityScore',
  '-sustainabilityScore',
  'leadTimedays',
  '-leadTimedays',
] as const;
export type SupplierSort = (typeof SUPPLIER_SORTS)[number];
