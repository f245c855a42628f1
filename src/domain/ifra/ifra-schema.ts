import { z } from 'zod';
import { numberField } from '../common/numeric-input.ts';
import { IFRA_CATEGORIES } from './ifra.ts';

export const IFRA_CATEGORY_MESSAGE = `IFRA category must be one of ${IFRA_CATEGORIES.join(', ')}`;
const MAX_PERCENT_MESSAGE = 'IFRA maximum must be above 0 and at most 100 %';

/** A formulation's IFRA product category (ADR 063). */
export const ifraCategorySchema = z.enum(IFRA_CATEGORIES, { error: IFRA_CATEGORY_MESSAGE });

/**
 * A perfume raw material's levels from its IFRA certificate (ADR 063): one maximum % per product category, each
 * category once. Stored as entered, 4 decimals at most (certificates give 0.0012 %).
 */
export const ifraLimitsInputSchema = z
  .array(
    z.object({
      category: ifraCategorySchema,
      maxPercent: numberField({
        message: MAX_PERCENT_MESSAGE,
        min: 0.0001,
        max: 100,
        maxMessage: MAX_PERCENT_MESSAGE,
        maxDecimals: 4,
        decimalsMessage: 'IFRA maximum can have at most 4 decimal places',
      }),
    }),
    { error: 'IFRA limits must be a list of categories with their maximum %' },
  )
  .max(IFRA_CATEGORIES.length, 'Each IFRA category can be given once')
  .superRefine((limits, ctx) => {
    const seen = new Set<string>();
    limits.forEach((limit, index) => {
      if (seen.has(limit.category))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'category'],
          message: `IFRA category ${limit.category} is given twice`,
        });
      seen.add(limit.category);
    });
  });
export type IfraLimitsInput = z.infer<typeof ifraLimitsInputSchema>;

/** As the API answers them: the maximum as decimal text. */
export const ifraLimitSchema = z.object({ category: z.string(), maxPercent: z.string() });
