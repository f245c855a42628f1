import { z } from 'zod';
import { decimalText } from '../common/api-text.ts';
import { MARKET_CODES } from '../market/constants.ts';

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

/** GET /api/formulations/:id/label (docs/product-rules.md, "Substances and the label"). */
export const labelResponseSchema = z.object({
  /** The market whose label this is (ADR 058): its perfume name and its warnings. */
  market: z.string(),
  ingredientList: z.string(),
  exposure: z.enum(['leave_on', 'rinse_off']),
  entries: z.array(
    z.object({
      name: z.string(),
      percent: decimalText,
      range: z.boolean(),
      missingInci: z.boolean(),
      /** The substance listed; null for Parfum and for a raw material listed by its own name. */
      substanceId: z.string().nullable(),
      /** Created from an unrecognised name and not reviewed yet (ADR 035). */
      unreviewed: z.boolean(),
    }),
  ),
  allergens: z.array(
    z.object({
      substanceId: z.string(),
      inciName: z.string(),
      percent: decimalText,
      range: z.boolean(),
      threshold: decimalText,
      /** Named on the label: label content, not a violation. */
      mustLabel: z.boolean(),
      /** Part of it comes through the perfume. */
      inPerfume: z.boolean(),
    }),
  ),
  warnings: z.array(z.string()),
  /** Substances in the product (inside the Parfum too) that need review by the regulatory staff. */
  unreviewed: z.array(
    z.object({
      substanceId: z.string(),
      inciName: z.string(),
      percent: decimalText,
      ingredientNames: z.array(z.string()),
    }),
  ),
  naturalOrigin: z.object({
    withWater: z.string().nullable(),
    withoutWater: z.string().nullable(),
    coverage: decimalText,
  }),
});
export type LabelResponse = z.infer<typeof labelResponseSchema>;

/** Which market's label (ADR 058); omitted: the formulation's first market. */
export const labelQuerySchema = z.object({
  market: z.enum(MARKET_CODES, { error: `Market must be one of ${MARKET_CODES.join(', ')}` }).optional(),
});
