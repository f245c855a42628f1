import { z } from 'zod';
import { dateTimeText, decimalText } from '../common/api-text.ts';
import { INT4_MAX, numberField, optionalText, REVISION_RANGE } from '../common/numeric-input.ts';
import { ifraLimitSchema, ifraLimitsInputSchema } from '../ifra/ifra-schema.ts';
import { compositionSchema } from '../substance/composition.ts';
import { USED_AS } from '../substance/constants.ts';
import {
  DEFAULT_SHELF_LIFE_MONTHS,
  DEFAULT_SUSTAINABILITY_RATING,
  QUALITY_GRADES,
  RAW_MATERIAL_CATEGORIES,
  RAW_MATERIAL_UNITS,
  UNIT_MESSAGE,
} from './constants.ts';

/**
 * The raw-material form, shared by the web form, the API and the CSV import (docs/recipes.md, "Add a raw-material
 * field, end to end").
 */
const rawMaterialFields = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  // The spec's field name is incisName; inciName (the usual spelling) is accepted too.
  incisName: optionalText(300),
  inciName: optionalText(300),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description must be at most 5000 characters'),
  category: z.enum(RAW_MATERIAL_CATEGORIES, { error: 'Category is required' }),
  supplierId: z
    .union([z.guid({ error: 'Supplier not found' }), z.literal('')])
    .nullish()
    .transform((value) => value || null),
  // Any positive price the column keeps (6 decimals): bulk water is bought at fractions of a cent per litre.
  unitCost: numberField({
    message: 'Unit cost must be greater than 0',
    min: 0.000001,
    max: 1_000_000,
    maxMessage: 'Unit cost must be at most 1,000,000',
    maxDecimals: 6,
    decimalsMessage: 'Unit cost can have at most 6 decimal places',
  }),
  unit: z.enum(RAW_MATERIAL_UNITS, { error: UNIT_MESSAGE }).default('oz'),
  // g/mL; empty is "not entered": volume units are then weighed at the assumed 1 g/mL (docs/product-rules.md, "Costs and units").
  density: z
    .preprocess(
      (value) => (value === '' ? null : value),
      numberField({ message: 'Density must be above 0 and at most 30 g/mL', min: 0.0001, max: 30 }).nullish(),
    )
    .transform((value) => value ?? null),
  // Omitted on an update keeps the composition on file; empty means "one substance: the INCI name" (docs/product-rules.md, "Substances and the label").
  composition: compositionSchema.optional(),
  // Perfume whatever its category (ADR 033): the label declares everything it carries as Parfum.
  declaredAsParfum: z.boolean({ error: 'Declared as Parfum must be true or false' }).default(false),
  // A perfume's levels from its IFRA certificate (ADR 063). Omitted on an update keeps those on file.
  ifraLimits: ifraLimitsInputSchema.optional(),
  qualityGrade: z.enum(QUALITY_GRADES, { error: 'Quality grade is required' }).default('cosmetic'),
  sustainabilityRating: numberField({
    message: 'Sustainability rating must be between 1 and 100',
    min: 1,
    max: 100,
    integer: true,
  })
    .optional()
    .transform((value) => value ?? DEFAULT_SUSTAINABILITY_RATING),
  regulatoryRestrictions: z
    .array(z.string().trim().max(300))
    .max(50)
    .default([])
    .transform((items) => items.filter(Boolean)),
  allergenInfo: optionalText(1000),
  shelfLifeMonths: numberField({
    message: 'Shelf life must be between 1 and 120 months',
    min: 1,
    max: 120,
    integer: true,
  })
    .optional()
    .transform((value) => value ?? DEFAULT_SHELF_LIFE_MONTHS),
  storageConditions: optionalText(500),
  // Sustainability data (docs/product-rules.md, "Sustainability, analytics, exports"): empty means "No data yet".
  waterLitersPerOz: numberField({
    message: 'Water footprint must be 0 or more',
    min: 0,
    max: 1_000_000,
  }).nullish(),
  carbonKgPerOz: numberField({
    message: 'Carbon footprint must be 0 or more',
    min: 0,
    max: 1_000_000,
  }).nullish(),
  revision: z.int().min(0).max(INT4_MAX, REVISION_RANGE).optional(),
});

export const rawMaterialInputSchema = rawMaterialFields.transform(({ inciName, ...fields }) => ({
  ...fields,
  incisName: fields.incisName ?? inciName,
}));
export type RawMaterialInput = z.infer<typeof rawMaterialInputSchema>;
export type RawMaterialFormValues = z.input<typeof rawMaterialInputSchema>;

export const rawMaterialSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    incisName: z.string().nullable(),
    description: z.string(),
    category: z.string(),
    supplierId: z.string().nullable(),
    supplierName: z.string().nullable(),
    unitCost: decimalText,
    unit: z.string(),
    /** g/mL as entered, or null: volume units are then weighed at the assumed 1 g/mL. */
    density: decimalText.nullable(),
    costPerOunce: decimalText,
    composition: z.array(
      z.object({
        substanceId: z.string(),
        inciName: z.string(),
        percent: decimalText.nullable(),
        minPercent: decimalText.nullable(),
        maxPercent: decimalText.nullable(),
        /** What the substance does in this raw material (ADR 034). */
        usedAs: z.enum(USED_AS),
        /** Created from an unrecognised name, not reviewed yet (ADR 035). */
        unreviewed: z.boolean(),
      }),
    ),
    /** Perfume whatever its category: everything it carries is part of the label's Parfum. */
    declaredAsParfum: z.boolean(),
    /** A perfume's maximum % per IFRA product category, from its IFRA certificate (ADR 063). */
    ifraLimits: z.array(ifraLimitSchema),
    qualityGrade: z.string(),
    sustainabilityRating: z.number().int(),
    regulatoryRestrictions: z.array(z.string()),
    allergenInfo: z.string().nullable(),
    shelfLifeMonths: z.number().int(),
    storageConditions: z.string().nullable(),
    waterLitersPerOz: z.string().nullable(),
    carbonKgPerOz: z.string().nullable(),
    /** ISO 16128 index of the raw material from its substances (ranges at their minimum); null without data. */
    naturalOriginIndex: decimalText.nullable(),
    usageCount: z.number().int(),
    revision: z.number().int(),
    createdAt: dateTimeText,
    updatedAt: dateTimeText,
  })
  .meta({ id: 'Ingredient' });
export type RawMaterial = z.infer<typeof rawMaterialSchema>;

export const RAW_MATERIAL_SORTS = [
  'name',
  '-name',
  'category',
  '-category',
  'supplier',
  '-supplier',
  'unitCost',
  '-unitCost',
  'sustainabilityRating',
  '-sustainabilityRating',
  'qualityGrade',
  '-qualityGrade',
  'shelfLifeMonths',
  '-shelfLifeMonths',
] as const;

export { sustainabilityTone } from './display.ts';
