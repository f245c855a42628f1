import { z } from 'zod';
import { decimalText } from '../common/api-text.ts';
import { numberField } from '../common/numeric-input.ts';
import { D, type DecimalInput, toScale } from './cost.ts';
import { phaseSchema } from './procedure.ts';

/**
 * The batch ticket (docs/glossary.md, "Batch ticket"; ADR 050): a version's recipe scaled to a batch in kg, g or
 * oz, every line's weight to the resolution a bench balance shows in that unit, in phases, with the procedure.
 */

export const TICKET_UNITS = ['kg', 'g', 'oz'] as const;
export type TicketUnit = (typeof TICKET_UNITS)[number];
/** Grams to 0.01 g, kilograms to 0.001 kg (1 g), weight ounces to 0.001 oz (28 mg). */
export const UNIT_DECIMALS: Readonly<Record<TicketUnit, number>> = { kg: 3, g: 2, oz: 3 };

export const SIZE_MESSAGE = 'Size must be between 0.001 and 1,000,000';
export const UNIT_MESSAGE = 'Unit must be kg, g or oz';

export const batchSizeField = numberField({
  message: SIZE_MESSAGE,
  min: 0.001,
  max: 1_000_000,
  maxDecimals: 3,
  decimalsMessage: 'Size can have at most 3 decimal places',
});
export const ticketUnitField = z.enum(TICKET_UNITS, { error: UNIT_MESSAGE });

export interface TicketSourceLine {
  ingredientId: string;
  name: string;
  phase: string | null;
  ounces: DecimalInput;
  qs: boolean;
}

export interface ScaledLine {
  ingredientId: string;
  name: string;
  phase: string | null;
  /** The line's share of the recipe, % w/w at 6 decimals. */
  percent: string;
  /** In the ticket's unit, at its resolution. */
  weight: string;
}

/**
 * Each line's weight in a batch of `size`: size x line ounces / recipe ounces, rounded half up to the unit's
 * resolution. The q.s. line (if any) takes the rest of the batch instead, so the ticket's weights add up to the
 * batch exactly; without one they may differ from it by the rounding of each line.
 */
export function scaleRecipe(lines: readonly TicketSourceLine[], size: DecimalInput, unit: TicketUnit) {
  const decimals = UNIT_DECIMALS[unit];
  const batch = D(size);
  const recipe = lines.reduce((sum, line) => sum.plus(line.ounces), D(0));
  const scaled: ScaledLine[] = lines.map((line) => {
    const share = recipe.isZero() ? D(0) : D(line.ounces).div(recipe);
    return {
      ingredientId: line.ingredientId,
      name: line.name,
      phase: line.phase,
      percent: toScale(share.times(100), 6),
      weight: toScale(batch.times(share), decimals),
    };
  });
  const qs = lines.findIndex((line) => line.qs);
  if (qs !== -1) {
    const others = scaled.reduce((sum, line, index) => (index === qs ? sum : sum.plus(line.weight)), D(0));
    scaled[qs] = { ...scaled[qs]!, weight: toScale(batch.minus(others), decimals) };
  }
  const total = scaled.reduce((sum, line) => sum.plus(line.weight), D(0));
  return { lines: scaled, total: toScale(total, decimals) };
}

export const batchTicketQuerySchema = z.object({
  size: batchSizeField,
  unit: ticketUnitField,
  format: z.enum(['json', 'pdf'], { error: 'Format must be json or pdf' }).default('json'),
});

export const batchTicketSchema = z
  .object({
    formulationId: z.string(),
    name: z.string(),
    version: z.number().int(),
    status: z.string(),
    size: decimalText,
    unit: z.enum(TICKET_UNITS),
    /** The sum of the lines' weights: the size exactly when the recipe has a q.s. line. */
    total: decimalText,
    lines: z.array(
      z.object({
        ingredientId: z.string(),
        name: z.string(),
        phase: z.string().nullable(),
        percent: decimalText,
        weight: decimalText,
      }),
    ),
    phases: z.array(phaseSchema),
  })
  .meta({ id: 'BatchTicket' });
export type BatchTicket = z.infer<typeof batchTicketSchema>;
