import { z } from 'zod';
import { numberField } from '../common/numeric-input.ts';
import { MIN_PERCENT, PERCENT_DECIMALS, PERCENT_MESSAGE } from './percent-entry.ts';
import { PHASE_CODE } from './procedure.ts';

/** Ounces, batch and unit sizes: far above any real batch, far below the numeric(18,6) columns' limit. */
export const MAX_QUANTITY = 1_000_000_000;

export const PHASE_MESSAGE = "Phase must be one of the formulation's phases";
export const OUNCES_MESSAGE = 'Ounces must be at least 0.01';
/** The spec's rule for a line entered in ounces (ADR 049: percent entry has its own). */
const ouncesField = numberField({
  message: OUNCES_MESSAGE,
  min: 0.01,
  max: MAX_QUANTITY,
  maxMessage: 'Ounces must be at most 1,000,000,000',
  maxDecimals: 6,
  decimalsMessage: 'Ounces can have at most 6 decimal places',
});
const percentField = numberField({
  message: PERCENT_MESSAGE,
  min: MIN_PERCENT,
  max: 100,
  maxDecimals: PERCENT_DECIMALS,
  decimalsMessage: `Percent can have at most ${PERCENT_DECIMALS} decimal places`,
});

// Sent back by the spec's client but recomputed by the server, so any number or text is let through.
const ignoredNumber = z.union([z.number(), z.string().max(40)]).nullish();
/** An amount as sent (number or text), checked by the line below once it knows how the line is entered. */
const amount = (message: string) =>
  z.union([z.number({ error: message }), z.string({ error: message }).max(40, message)], { error: message });

/**
 * A line entered as % w/w: it carries a percentage or is the q.s. (balance) line. An empty % box ('') counts: the
 * line is entered in % and its percentage is missing (null or no field: not entered in %).
 */
export function isPercentLine(line: { percent?: unknown; qs?: boolean }): boolean {
  return line.qs === true || (line.percent !== undefined && line.percent !== null);
}

const lineFields = z.object({
  // One message for missing, empty and malformed: the select's empty value must read "Ingredient is required".
  // z.guid() rather than z.uuid(): the database accepts any 8-4-4-4-12 id, not only RFC versions.
  ingredientId: z.guid({ error: 'Ingredient is required' }),
  ounces: amount(OUNCES_MESSAGE).nullish(),
  percent: amount(PERCENT_MESSAGE).nullish(),
  qs: z.boolean({ error: 'q.s. must be true or false' }).optional().default(false),
  // The code of the version's phase this line is added in ("A"); checked against the phases by the formulation.
  phase: z
    .string({ error: PHASE_MESSAGE })
    .trim()
    .max(1, PHASE_MESSAGE)
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null)),
  quantity: ignoredNumber,
  cost: ignoredNumber,
  concentration: ignoredNumber,
});

/**
 * One recipe line: in ounces (the spec's fields and its 0.01 minimum), or as % w/w, or the q.s. line. A percent
 * line's ounces are worked out by the formulation from its batch size (formulation-schema.ts), so here they are
 * left out; an ounce line's percentage is left out.
 */
export const formulationLineInputSchema = lineFields
  .superRefine((line, ctx) => {
    if (line.phase !== null && !PHASE_CODE.test(line.phase))
      ctx.addIssue({ code: 'custom', path: ['phase'], message: PHASE_MESSAGE });
    if (line.qs) return;
    const check = isPercentLine(line) ? percentField : ouncesField;
    const value = isPercentLine(line) ? line.percent : line.ounces;
    const result = check.safeParse(value ?? undefined);
    if (!result.success) {
      const field = isPercentLine(line) ? 'percent' : 'ounces';
      ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]!.message });
    }
  })
  .transform((line) => {
    const byPercent = isPercentLine(line);
    return {
      ingredientId: line.ingredientId,
      /** Ounces as typed; for a percent line, 0 until the formulation works them out from its batch size. */
      ounces: byPercent ? 0 : ouncesField.parse(line.ounces),
      percent: byPercent && !line.qs ? percentField.parse(line.percent) : null,
      qs: line.qs,
      phase: line.phase,
      quantity: line.quantity,
      cost: line.cost,
      concentration: line.concentration,
    };
  });

export type FormulationLineInput = z.infer<typeof formulationLineInputSchema>;
