import { z } from 'zod';
import { decimalText } from '../common/api-text.ts';

/** GET /api/formulations/:id/composition: percent strings with 6 decimals; `percent` null where a range is involved. */
const amount = {
  percent: decimalText.nullable(),
  minPercent: decimalText,
  maxPercent: decimalText,
};

export const compositionResponseSchema = z.object({
  substances: z.array(
    z.object({
      substanceId: z.string(),
      inciName: z.string(),
      ...amount,
      sources: z.array(z.object({ ingredientId: z.string(), ingredientName: z.string(), ...amount })),
    }),
  ),
  /** Raw materials with no composition on file: their substances are unknown. */
  unassigned: z.array(
    z.object({ ingredientId: z.string(), ingredientName: z.string(), percent: decimalText }),
  ),
});
export type CompositionResponse = z.infer<typeof compositionResponseSchema>;

/** GET /api/formulations/:id/label (DESIGN §4a). */
export const labelResponseSchema = z.object({
  ingredientList: z.string(),
  exposure: z.enum(['leave_on', 'rinse_off']),
  entries: z.array(
    z.object({ name: z.string(), percent: decimalText, range: z.boolean(), missingInci: z.boolean() }),
  ),
  allergens: z.array(
    z.object({
      substanceId: z.string(),
      inciName: z.string(),
      percent: decimalText,
      range: z.boolean(),
      threshold: decimalText,
      mustLabel: z.boolean(),
    }),
  ),
  warnings: z.array(z.string()),
  naturalOrigin: z.object({
    withWater: z.string().nullable(),
    withoutWater: z.string().nullable(),
    coverage: decimalText,
  }),
});
export type LabelResponse = z.infer<typeof labelResponseSchema>;
