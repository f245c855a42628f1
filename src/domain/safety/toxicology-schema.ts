import { z } from 'zod';
import { dateTimeText, decimalText } from '../common/api-text.ts';
import { INT4_MAX, numberField, optionalText } from '../common/numeric-input.ts';
import { POD_ROUTES, POD_TYPES } from './constants.ts';

/**
 * A substance's toxicological profile (CPSR Part A): the point of departure in mg/kg bw/day with its type and
 * route, where it comes from, the dermal absorption (null: unknown, the SCCS default applies), the CMR and
 * sensitiser flags, and a threshold of its own with the reason for it. Numbers travel as text.
 */
const MAX_POD = 1_000_000;

const optionalNumber = (rule: Parameters<typeof numberField>[0]) =>
  z.preprocess((value) => (value === '' ? null : value), numberField(rule).nullish());

export const toxicologyInputSchema = z
  .object({
    pointOfDeparture: optionalNumber({
      message: 'Point of departure must be a number above 0 (mg/kg bw/day)',
      min: 0.000001,
      max: MAX_POD,
      maxDecimals: 6,
      decimalsMessage: 'Point of departure can have at most 6 decimal places',
    }),
    podType: z.enum(POD_TYPES, { error: 'Type must be NOAEL, LOAEL or BMDL' }).nullish(),
    route: z.enum(POD_ROUTES, { error: 'Route must be oral, dermal or subcutaneous' }).nullish(),
    source: optionalText(300, 'Source must be at most 300 characters'),
    sourceDate: z.iso
      .date({ error: 'Source date must be a date (YYYY-MM-DD)' })
      .nullish()
      .or(z.literal('').transform(() => null)),
    dermalAbsorption: optionalNumber({
      message: 'Dermal absorption must be between 0 and 100 %',
      min: 0,
      max: 100,
      maxDecimals: 4,
      decimalsMessage: 'Dermal absorption can have at most 4 decimal places',
    }),
    cmr: z.boolean({ error: 'CMR must be true or false' }).default(false),
    sensitiser: z.boolean({ error: 'Sensitiser must be true or false' }).default(false),
    threshold: optionalNumber({
      message: 'Threshold must be a number above 0',
      min: 0.01,
      max: 100_000,
      maxDecimals: 2,
      decimalsMessage: 'Threshold can have at most 2 decimal places',
    }),
    thresholdReason: optionalText(1000, 'Threshold reason must be at most 1000 characters'),
    note: optionalText(2000, 'Note must be at most 2000 characters'),
    revision: z
      .int({ error: 'Revision must be a whole number' })
      .min(0, 'Revision must be a whole number')
      .max(INT4_MAX, 'Revision must be a whole number')
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.pointOfDeparture != null && !input.podType) {
      ctx.addIssue({ code: 'custom', path: ['podType'], message: 'Give the type of the point of departure' });
    }
    if (input.pointOfDeparture != null && !input.route) {
      ctx.addIssue({ code: 'custom', path: ['route'], message: 'Give the route of the point of departure' });
    }
    if (input.threshold != null && !input.thresholdReason) {
      ctx.addIssue({
        code: 'custom',
        path: ['thresholdReason'],
        message: 'Give the reason for a threshold other than 100',
      });
    }
  });
export type ToxicologyInput = z.infer<typeof toxicologyInputSchema>;

export const toxicologySchema = z.object({
  substanceId: z.string(),
  inciName: z.string(),
  /** No profile on file yet: every field empty, data missing. */
  onFile: z.boolean(),
  pointOfDeparture: decimalText.nullable(),
  podType: z.enum(POD_TYPES).nullable(),
  route: z.enum(POD_ROUTES).nullable(),
  source: z.string().nullable(),
  sourceDate: z.string().nullable(),
  dermalAbsorption: decimalText.nullable(),
  cmr: z.boolean(),
  sensitiser: z.boolean(),
  threshold: decimalText.nullable(),
  thresholdReason: z.string().nullable(),
  note: z.string().nullable(),
  revision: z.number().int(),
  updatedAt: dateTimeText.nullable(),
});
export type Toxicology = z.infer<typeof toxicologySchema>;
