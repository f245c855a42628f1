import { z } from 'zod';

/** A formulation as the API returns it: numeric fields are decimal strings at their stored scale (DESIGN §3). */
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
    batchSize: z.string(),
    unitSize: z.string(),
    version: z.number().int(),
    lineageId: z.string(),
    parentId: z.string().nullable(),
    totalCost: z.string(),
    costPerUnit: z.string(),
    targetMargin: z.string(),
    suggestedUnitPrice: z.string(),
    ingredientCount: z.number().int(),
    createdBy: z.string().nullable(),
    revision: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
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
    unitCost: z.string(),
    ounces: z.string(),
    quantity: z.string(),
    cost: z.string(),
    concentration: z.string(),
  })
  .meta({ id: 'FormulationLine' });
export type FormulationLine = z.infer<typeof formulationLineSchema>;

/** The label's ingredient list is not here: it comes from the substance content (GET .../label, DESIGN §4a). */
export const formulationDetailSchema = formulationSchema
  .extend({
    lines: z.array(formulationLineSchema),
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
