import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';
import { INT4_MAX, REVISION_RANGE } from '../common/numeric-input.ts';
import { MARKET_CODES } from './constants.ts';

/** A market as the API answers it (ADR 058). */
export const marketSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    follows: z.string().nullable(),
    fragranceLabel: z.string(),
    revision: z.number().int(),
    updatedAt: dateTimeText,
  })
  .meta({ id: 'Market' });
export type Market = z.infer<typeof marketSchema>;

/** A market's settings, as the regulatory role edits them: its name, the library it follows, its perfume word. */
export const marketInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  follows: z
    .union([z.enum(MARKET_CODES), z.literal('')], {
      error: `Follows must be one of ${MARKET_CODES.join(', ')} or nothing`,
    })
    .nullish()
    .transform((value) => value || null),
  fragranceLabel: z
    .string({ error: 'Fragrance label is required' })
    .trim()
    .min(1, 'Fragrance label is required')
    .max(50, 'Fragrance label must be at most 50 characters'),
  revision: z.int({ error: 'Revision is required' }).min(0).max(INT4_MAX, REVISION_RANGE),
});
export type MarketInput = z.infer<typeof marketInputSchema>;

export const marketCodeParamsSchema = z.object({ code: z.string().max(20) });
