import { z } from 'zod';

/** A formulation as the API returns it: numeric fields are decimal strings at their stored scale (DESIGN §3). */
export const formulationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  productType: z.string(),
  targetSkinType: z.string().nullable(),
  status: z.string(),
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
});
export type Formulation = z.infer<typeof formulationSchema>;

/** One recipe line with what the screens show beside it. */
export const formulationLineSchema = z.object({
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
});
export type FormulationLine = z.infer<typeof formulationLineSchema>;

export const inciEntrySchema = z.object({
  label: z.string(),
  inciName: z.string().nullable(),
  name: z.string(),
  concentration: z.string(),
  missingInci: z.boolean(),
});

export const formulationDetailSchema = formulationSchema.extend({
  lines: z.array(formulationLineSchema),
  inci: z.array(inciEntrySchema),
});
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
