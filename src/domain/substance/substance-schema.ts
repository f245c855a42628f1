import { z } from 'zod';
import { changeProposalSchema } from '../change-proposal/change-proposal-schema.ts';
import { dateTimeText, decimalText } from '../common/api-text.ts';
import { numberField, optionalText } from '../common/numeric-input.ts';
import { isValidCas, isValidEc } from './cas.ts';
import { SUBSTANCE_FUNCTIONS } from './constants.ts';

/** A list of short texts: trimmed, empties dropped, duplicates (ignoring case) kept once. */
function textList(maxItems: number, maxLength: number, message: string) {
  return z
    .array(z.string({ error: message }).max(maxLength, message), { error: message })
    .max(maxItems, message)
    .nullish()
    .transform((items) => {
      const seen = new Set<string>();
      return (items ?? [])
        .map((item) => item.trim())
        .filter((item) => item && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
    });
}

const casNumbers = textList(20, 20, 'At most 20 CAS numbers').superRefine((items, ctx) => {
  for (const item of items) {
    if (!isValidCas(item)) ctx.addIssue({ code: 'custom', message: `CAS number ${item} is not valid` });
  }
});

/** The substance catalogue's form, API body and CSV row (docs/product-rules.md, "Substances and the label"). */
export const substanceInputSchema = z.object({
  inciName: z
    .string({ error: 'INCI name is required' })
    .trim()
    .min(1, 'INCI name is required')
    .max(300, 'INCI name must be at most 300 characters'),
  casNumbers,
  ecNumber: optionalText(20).refine((value) => value === null || isValidEc(value), {
    message: 'EC number is not valid',
  }),
  synonyms: textList(50, 300, 'At most 50 synonyms of up to 300 characters'),
  functions: z
    .array(z.enum(SUBSTANCE_FUNCTIONS, { error: 'Unknown function' }), { error: 'Unknown function' })
    .max(SUBSTANCE_FUNCTIONS.length, 'Unknown function')
    .nullish()
    .transform((items) => [...new Set(items ?? [])]),
  allergen: z.boolean({ error: 'Allergen must be true or false' }).default(false),
  fragrance: z.boolean({ error: 'Fragrance must be true or false' }).default(false),
  colourIndex: optionalText(20).refine((value) => value === null || /^CI \d{5}$/.test(value), {
    message: 'Colour index must look like CI 77891',
  }),
  nano: z.boolean({ error: 'Nano must be true or false' }).default(false),
  naturalOriginIndex: z.preprocess(
    (value) => (value === '' ? null : value),
    numberField({ message: 'Natural origin index must be between 0 and 1', min: 0, max: 1 }).nullish(),
  ),
  annexEntry: optionalText(100, 'Annex entry must be at most 100 characters'),
  countsAs: z
    .array(
      z.object({
        substanceId: z.guid({ error: 'Substance not found' }),
        factor: numberField({
          message: 'Factor must be above 0 and at most 10',
          min: 0.000001,
          max: 10,
        }),
      }),
      { error: 'Counts as must be a list' },
    )
    .max(20, 'At most 20 substances to count as')
    .nullish()
    .transform((items) => items ?? [])
    .refine((items) => new Set(items.map((item) => item.substanceId)).size === items.length, {
      message: 'Each substance may be counted as once',
    }),
  revision: z.int().min(0).optional(),
});
export type SubstanceInput = z.infer<typeof substanceInputSchema>;
export type SubstanceFormValues = z.input<typeof substanceInputSchema>;

export const substanceSchema = z
  .object({
    id: z.string(),
    inciName: z.string(),
    casNumbers: z.array(z.string()),
    ecNumber: z.string().nullable(),
    synonyms: z.array(z.string()),
    functions: z.array(z.string()),
    allergen: z.boolean(),
    fragrance: z.boolean(),
    colourIndex: z.string().nullable(),
    nano: z.boolean(),
    naturalOriginIndex: decimalText.nullable(),
    annexEntry: z.string().nullable(),
    /** Created from a raw material's name nothing matched; no rule is known to apply until reviewed (ADR 035). */
    unreviewed: z.boolean(),
    countsAs: z.array(z.object({ substanceId: z.string(), inciName: z.string(), factor: decimalText })),
    /** Raw materials whose composition holds it. */
    usageCount: z.number().int(),
    /** Changes to its governed fields awaiting review (ADR 037): what they change, by whom. */
    pendingChanges: z.array(
      z.object({
        proposalId: z.string(),
        fields: z.array(z.string()),
        proposedBy: z.string().nullable(),
        proposedAt: dateTimeText,
      }),
    ),
    revision: z.number().int(),
    createdAt: dateTimeText,
    updatedAt: dateTimeText,
  })
  .meta({ id: 'Substance' });
export type Substance = z.infer<typeof substanceSchema>;

/**
 * A save's answer: the substance as it is now, and the proposal the save filed when it changed governed fields
 * its author may not change directly (those fields are then as they were).
 */
export const substanceSavedSchema = substanceSchema
  .extend({ proposal: changeProposalSchema.nullable() })
  .meta({ id: 'SubstanceSaved' });
export type SubstanceSaved = z.infer<typeof substanceSavedSchema>;

export const SUBSTANCE_SORTS = ['inciName', '-inciName', 'usageCount', '-usageCount'] as const;

/** GET /api/substances/resolve: what a name given as text resolves to, and the close names it may mean. */
export const nameResolutionSchema = z.object({
  name: z.string(),
  match: z
    .object({
      id: z.string(),
      inciName: z.string(),
      matchedBy: z.enum(['inci', 'synonym', 'cas', 'ec']),
      unreviewed: z.boolean(),
    })
    .nullable(),
  suggestions: z.array(
    z.object({
      id: z.string(),
      inciName: z.string(),
      matchedName: z.string(),
      similarity: z.number(),
    }),
  ),
});
export type NameResolution = z.infer<typeof nameResolutionSchema>;
