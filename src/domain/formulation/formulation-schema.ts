import { z } from 'zod';
import { INT4_MAX, type NumberRule, numberField } from '../common/numeric-input.ts';
import { ifraCategorySchema } from '../ifra/ifra-schema.ts';
import { MARKET_CODES } from '../market/constants.ts';
import { EXPOSURE_CATEGORY_IDS } from '../safety/exposure-categories.ts';
import {
  APPLICATION_AREAS,
  DEFAULT_BATCH_SIZE,
  DEFAULT_TARGET_MARGIN,
  DEFAULT_UNIT_SIZE,
  EXPOSURES,
  FORMULATION_STATUSES,
  MAX_TARGET_MARGIN,
  PRODUCT_TYPES,
  SKIN_TYPES,
} from './constants.ts';
import { checkEntry, resolveEntry } from './formulation-entry.ts';
import { formulationLineInputSchema, MAX_QUANTITY } from './formulation-line-schema.ts';
import { phasesInputSchema } from './procedure.ts';
import { specificationInputSchema } from './specification.ts';

export const MAX_FORMULATION_LINES = 200;
export { MAX_QUANTITY } from './formulation-line-schema.ts';

/** Missing or null takes the default: the spec's form leaves out fields (targetMargin) that have one. */
function defaultedNumber(rule: NumberRule, fallback: number) {
  return numberField(rule)
    .nullish()
    .transform((value) => value ?? fallback);
}

const formulationFields = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  // An empty textarea is stored as no description, so cards show "No description provided".
  description: z
    .string({ error: 'Description must be text' })
    .max(5000, 'Description must be at most 5000 characters')
    .nullish()
    .transform((value) => value?.trim() || null),
  productType: z.enum(PRODUCT_TYPES, { error: 'Product type is required' }),
  // The select's "none" is an empty string; it is stored as null.
  targetSkinType: z
    .enum(['', ...SKIN_TYPES], { error: 'Target skin type is invalid' })
    .nullish()
    .transform((value) => value || null),
  status: z.enum(FORMULATION_STATUSES, { error: 'Status is invalid' }).default('draft'),
  // Where and how it is used (docs/product-rules.md, "Compliance"). Omitted: a new formulation takes the defaults of its product type and
  // name, an existing one keeps what it has.
  applicationArea: z.enum(APPLICATION_AREAS, { error: 'Application area is invalid' }).optional(),
  exposure: z.enum(EXPOSURES, { error: 'Exposure must be leave-on or rinse-off' }).optional(),
  // The SCCS exposure category of the safety assessment (ADR 052). Omitted: defaulted from where and how it is
  // used for a new formulation, kept for an existing one.
  exposureCategory: z.enum(EXPOSURE_CATEGORY_IDS, { error: 'Exposure category is invalid' }).optional(),
  // The IFRA product category (ADR 063). Omitted: defaulted from the product type and use for a new formulation,
  // kept for an existing one.
  ifraCategory: ifraCategorySchema.optional(),
  // The markets it is placed on (ADR 058). Omitted: EU for a new formulation, kept for an existing one.
  markets: z
    .array(z.enum(MARKET_CODES, { error: `Market must be one of ${MARKET_CODES.join(', ')}` }), {
      error: 'Markets must be a list of markets',
    })
    .min(1, 'Choose at least one market')
    .max(MARKET_CODES.length, 'A market can be chosen once')
    .transform((items) => [...new Set(items)])
    .optional(),
  // Units sold a year (ADR 059). Omitted: 10,000 for a new formulation, kept for an existing one.
  yearlyVolume: numberField({
    message: 'Yearly volume must be a whole number from 0 to 1,000,000,000',
    min: 0,
    max: MAX_QUANTITY,
    maxMessage: 'Yearly volume must be at most 1,000,000,000',
    integer: true,
  }).optional(),
  batchSize: defaultedNumber(
    {
      message: 'Batch size must be at least 1',
      min: 1,
      max: MAX_QUANTITY,
      maxMessage: 'Batch size must be at most 1,000,000,000',
      maxDecimals: 6,
      decimalsMessage: 'Batch size can have at most 6 decimal places',
    },
    DEFAULT_BATCH_SIZE,
  ),
  unitSize: defaultedNumber(
    {
      message: 'Unit size must be at least 1',
      min: 1,
      max: MAX_QUANTITY,
      maxMessage: 'Unit size must be at most 1,000,000,000',
      maxDecimals: 6,
      decimalsMessage: 'Unit size can have at most 6 decimal places',
    },
    DEFAULT_UNIT_SIZE,
  ),
  targetMargin: defaultedNumber(
    { message: `Target margin must be between 0 and ${MAX_TARGET_MARGIN}`, min: 0, max: MAX_TARGET_MARGIN },
    DEFAULT_TARGET_MARGIN,
  ),
  ingredients: z
    .array(formulationLineInputSchema, { error: 'At least one ingredient is required' })
    .min(1, 'At least one ingredient is required')
    .max(MAX_FORMULATION_LINES, `A formulation can have at most ${MAX_FORMULATION_LINES} ingredients`),
  // The revision the client read (docs/product-rules.md, "Records"); the server answers 409 when it is stale.
  revision: z
    .int({ error: 'Revision must be a whole number' })
    .min(0, 'Revision must be a whole number')
    .max(INT4_MAX, 'Revision must be a whole number')
    .optional(),
  // The version's procedure and specification (ADR 049). Omitted on an update: the stored ones are kept.
  phases: phasesInputSchema.optional(),
  specification: specificationInputSchema.nullish(),
});

/**
 * A formulation as created or updated: the lines entered in ounces or in % w/w with at most one q.s. line,
 * percentages turned into ounces for the batch size, each line's phase one of the version's (ADR 049).
 */
export const formulationInputSchema = formulationFields.superRefine(checkEntry).transform(resolveEntry);

export { type FormulationLineInput, formulationLineInputSchema } from './formulation-line-schema.ts';
export type FormulationInput = z.infer<typeof formulationInputSchema>;
/** What the form holds before parsing (numbers may still be text): `useForm<FormulationFormValues, unknown, FormulationInput>`. */
export type FormulationFormValues = z.input<typeof formulationInputSchema>;
