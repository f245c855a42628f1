import { z } from 'zod';
import { MARKET_CODES } from '../market/constants.ts';

/**
 * "What a date changes" (ADR 071): GET /api/compliance/impact's query and answer. Money is text with fixed
 * decimals, as everywhere in the API: 4 per unit, 2 per year.
 */
export const impactQuerySchema = z.object({
  market: z.enum(MARKET_CODES, { error: `Market must be one of ${MARKET_CODES.join(', ')}` }),
  date: z
    .string({ error: 'Date must be a date (YYYY-MM-DD)' })
    // One check, so a malformed day gets the message once.
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      { error: 'Date must be a date (YYYY-MM-DD)' },
    ),
});
export type ImpactQuery = z.infer<typeof impactQuerySchema>;

const money = z.string();

export const impactFindingSchema = z.object({
  ruleId: z.string(),
  ruleName: z.string(),
  substance: z.string(),
  status: z.string(),
  severity: z.string(),
  /** One line, as the alert's title. */
  message: z.string(),
  /** The alert's description: the amount, the limit, where it comes from. */
  detail: z.string(),
});

export const impactReformulationSchema = z.object({
  feasible: z.boolean(),
  costPerUnitBefore: money,
  costPerUnitAfter: money.nullable(),
  changePerUnit: money.nullable(),
  changePerYear: money.nullable(),
  yearlyVolume: z.number().int(),
  /** The compliant recipe, % w/w per raw material (feasible only). */
  lines: z.array(
    z.object({ ingredientId: z.string(), name: z.string(), percent: z.string(), currentPercent: z.string() }),
  ),
  /** Why no recipe of its own raw materials passes (infeasible only). */
  conflicts: z.array(z.string()),
});

export const impactFormulationSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  status: z.string(),
  /** It fails today already: the date adds nothing new for it. */
  failsToday: z.boolean(),
  findings: z.array(impactFindingSchema),
  /** null: it has no raw material lines to reformulate. */
  reformulation: impactReformulationSchema.nullable(),
});

export const impactResponseSchema = z.object({
  market: z.string(),
  date: z.string(),
  formulations: z.array(impactFormulationSchema),
  counts: z.object({
    /** Formulations placed on the market, all checked. */
    checked: z.number().int(),
    failing: z.number().int(),
    /** Failing on the date and passing today. */
    newlyFailing: z.number().int(),
    feasible: z.number().int(),
    infeasible: z.number().int(),
  }),
  /** The feasible reformulations' yearly cost changes added up. */
  totalChangePerYear: money,
});
export type ImpactResponse = z.infer<typeof impactResponseSchema>;
export type ImpactFormulation = z.infer<typeof impactFormulationSchema>;
