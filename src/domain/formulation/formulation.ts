import { z } from 'zod';
import { dateTimeText, decimalText } from '../common/api-text.ts';
import { ENTRY_MODES } from './formulation-entry.ts';
import { phaseSchema } from './procedure.ts';
import { specificationSchema } from './specification.ts';

/** A formulation as the API returns it: numeric fields are decimal strings at their stored scale (docs/product-rules.md, "Records"). */
export const formulationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    productType: z.string(),
    targetSkinType: z.string().nullable(),
    status: z.string(),
    applicationArea: z.string(),
    exposure: z.string(),
    exposureCategory: z.string(),
    /** The IFRA product category (ADR 063): which level of each perfume's certificate applies. */
    ifraCategory: z.string(),
    /** The markets it is placed on (ADR 058). */
    markets: z.array(z.string()),
    /** Units sold a year (ADR 059). */
    yearlyVolume: z.number().int(),
    batchSize: decimalText,
    unitSize: decimalText,
    version: z.number().int(),
    lineageId: z.string(),
    parentId: z.string().nullable(),
    totalCost: decimalText,
    costPerUnit: decimalText,
    targetMargin: decimalText,
    suggestedUnitPrice: decimalText,
    ingredientCount: z.number().int(),
    createdBy: z.string().nullable(),
    revision: z.number().int(),
    createdAt: dateTimeText,
    updatedAt: dateTimeText,
  })
  .meta({ id: 'Formulation' });
export type Formulation = z.infer<typeof formulationSchema>;

/** One recipe line with what the screens show beside it. */
export const formulationLineSchema = z
  .object({
    id: z.string(),
    ingredientId: z.string(),
    ingredientName: z.string(),
    inciName: z.string().nullable(),
    category: z.string(),
    unit: z.string(),
    unitCost: decimalText,
    ounces: decimalText,
    quantity: z.string(),
    cost: decimalText,
    concentration: decimalText,
    /** The phase it is added in (its code), or null. */
    phase: z.string().nullable(),
    /** % w/w as entered (6 decimals) when the lines are entered in %; null for ounce entry. */
    percent: decimalText.nullable(),
    /** The q.s. (balance) line. */
    qs: z.boolean(),
  })
  .meta({ id: 'FormulationLine' });
export type FormulationLine = z.infer<typeof formulationLineSchema>;

/** The label's ingredient list is not here: it comes from the substance content (GET .../label, docs/product-rules.md, "Substances and the label"). */
export const formulationDetailSchema = formulationSchema
  .extend({
    lines: z.array(formulationLineSchema),
    /** How the lines were entered: ounces, or % w/w with an optional q.s. line (ADR 049). */
    entryMode: z.enum(ENTRY_MODES),
    phases: z.array(phaseSchema),
    specification: specificationSchema.nullable(),
  })
  .meta({ id: 'FormulationDetail' });
export type FormulationDetail = z.infer<typeof formulationDetailSchema>;

export const FORMULATION_SORTS = [
  'name',
  '-name',
  'createdAt',
  '-createdAt',
  'costPerUnit',
  '-costPerUnit',
  'status',
  '-status',
] as const;
export type FormulationSort = (typeof FORMULATION_SORTS)[number];
