import { z } from 'zod';
import { dateTimeText, decimalText } from '../common/api-text.ts';
import { INT4_MAX, type NumberRule, numberField, REVISION_RANGE } from '../common/numeric-input.ts';
import { RAW_MATERIAL_CATEGORIES } from '../raw-material/constants.ts';
import {
  COST_TARGETS,
  DEFAULT_MAX_PRICE_GAP_PERCENT,
  DEFAULT_REFORMULATION_COST,
  DEFAULT_YEARLY_VOLUME,
  REGULATORY_CHANGES,
  RISK_LEVELS,
  SCENARIO_STATUSES,
  SCENARIO_TYPES,
  type ScenarioType,
} from './constants.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs a cross-field rule even when other fields failed (zod skips refinements after any issue by default), so
 * the form shows every message at once; only the rule's own fields must have parsed.
 */
const untouched =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    // An issue without a path is the object itself failing (not an object at all): nothing to check then.
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

/** A picked record's id; the picker's empty value reads as the field's "required" message. */
const idField = (message: string) => z.guid({ error: message });

/** An optional number: empty, missing or null takes the fallback (null when there is none). */
function optionalNumber<F extends number | null>(rule: NumberRule, fallback: F) {
  return z
    .preprocess((value) => (value === '' ? undefined : value), numberField(rule).nullish())
    .transform((value): number | F => value ?? fallback);
}

const yearlyVolume = (required: boolean) => {
  const rule = {
    message: 'Yearly volume must be a whole number of at least 1',
    min: 1,
    max: 1_000_000_000,
    maxMessage: 'Yearly volume must be at most 1,000,000,000',
    integer: true,
  };
  return required ? numberField(rule) : optionalNumber(rule, DEFAULT_YEARLY_VOLUME);
};

/** A formulation sold at a target price and yearly volume. */
export const marketAnalysisParametersSchema = z.object({
  formulationId: idField('Formulation is required'),
  targetPrice: numberField({
    message: 'Target price must be greater than 0',
    min: 0.01,
    max: 1_000_000,
    maxMessage: 'Target price must be at most 1,000,000',
  }),
  yearlyVolume: yearlyVolume(true),
});

/** A price change on one raw material, a whole category or everything one supplier sells us. */
export const costOptimizationParametersSchema = z
  .object({
    target: z.enum(COST_TARGETS, { error: 'Target must be an ingredient, a category or a supplier' }),
    targetId: z.string().max(100).nullish(),
    category: z.string().max(100).nullish(),
    priceChangePercent: numberField({
      message: 'Price change must be between -99 and 1000 %',
      min: -99,
      max: 1000,
    }),
    yearlyVolume: yearlyVolume(false),
    supplierSwitch: z.boolean({ error: 'Supplier switch must be yes or no' }).default(false),
  })
  .refine(
    (value) =>
      value.target !== 'category' ||
      (RAW_MATERIAL_CATEGORIES as readonly string[]).includes(value.category ?? ''),
    { path: ['category'], message: 'Category is required', when: untouched('target', 'category') },
  )
  .refine((value) => value.target === 'category' || GUID.test(value.targetId ?? ''), {
    path: ['targetId'],
    error: (issue) =>
      (issue.input as { target?: string } | undefined)?.target === 'supplier'
        ? 'Supplier is required'
        : 'Ingredient is required',
    when: untouched('target', 'targetId'),
  })
  .transform(({ target, targetId, category, ...rest }) =>
    target === 'category'
      ? { target, category: category as (typeof RAW_MATERIAL_CATEGORIES)[number], ...rest }
      : { target, targetId: targetId as string, ...rest },
  );

/** A competitor's price change against one of our formulations. */
export const competitorResponseParametersSchema = z.object({
  formulationId: idField('Formulation is required'),
  competitorPriceChangePercent: numberField({
    message: 'Competitor price change must be between -99 and 1000 %',
    min: -99,
    max: 1000,
  }),
  ourPrice: optionalNumber(
    {
      message: 'Our price must be greater than 0',
      min: 0.01,
      max: 1_000_000,
      maxMessage: 'Our price must be at most 1,000,000',
    },
    null,
  ),
  maxPriceGapPercent: optionalNumber(
    { message: 'Price gap must be between 0 and 100 %', min: 0, max: 100 },
    DEFAULT_MAX_PRICE_GAP_PERCENT,
  ),
  yearlyVolume: yearlyVolume(false),
});

/** A raw material banned, or capped at a maximum concentration (% w/w). */
export const regulatoryChangeParametersSchema = z
  .object({
    ingredientId: idField('Ingredient is required'),
    change: z.enum(REGULATORY_CHANGES, { error: 'Change must be a ban or a cap' }),
    capPercent: optionalNumber(
      { message: 'Cap must be between 0.001 and 100 %', min: 0.001, max: 100 },
      null,
    ),
    reformulationCost: optionalNumber(
      {
        message: 'Reformulation cost must be 0 or more',
        min: 0,
        max: 10_000_000,
        maxMessage: 'Reformulation cost must be at most 10,000,000',
      },
      DEFAULT_REFORMULATION_COST,
    ),
  })
  .refine((value) => value.change !== 'cap' || value.capPercent !== null, {
    path: ['capPercent'],
    message: 'Cap is required for a cap',
    when: untouched('change', 'capPercent'),
  })
  .transform((value) => (value.change === 'ban' ? { ...value, capPercent: null } : value));

export const PARAMETER_SCHEMAS = {
  market_analysis: marketAnalysisParametersSchema,
  cost_optimization: costOptimizationParametersSchema,
  competitor_response: competitorResponseParametersSchema,
  regulatory_change: regulatoryChangeParametersSchema,
} as const;

export type MarketAnalysisParameters = z.output<typeof marketAnalysisParametersSchema>;
export type CostOptimizationParameters = z.output<typeof costOptimizationParametersSchema>;
export type CompetitorResponseParameters = z.output<typeof competitorResponseParametersSchema>;
export type RegulatoryChangeParameters = z.output<typeof regulatoryChangeParametersSchema>;
export type ParametersOf<T extends ScenarioType> = z.output<(typeof PARAMETER_SCHEMAS)[T]>;

/** A type with its parameters, as a scenario holds them (the union the run dispatches on). */
export type TypedParameters = {
  [T in ScenarioType]: { type: T; parameters: ParametersOf<T> };
}[ScenarioType];

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name must be at most 200 characters');
const description = z
  .string({ error: 'Description must be text' })
  .max(2000, 'Description must be at most 2000 characters')
  .nullish()
  .transform((value) => value?.trim() || null);
const revision = z.int().min(0).max(INT4_MAX, REVISION_RANGE).optional();

const variant = <T extends ScenarioType>(type: T) =>
  z.object({ name, description, revision, type: z.literal(type), parameters: PARAMETER_SCHEMAS[type] });

/**
 * The scenario form (create and edit): name, description, type, and that type's parameters. The same schema
 * validates the web form and the API body.
 */
export const scenarioInputSchema = z.discriminatedUnion(
  'type',
  [
    variant('market_analysis'),
    variant('cost_optimization'),
    variant('competitor_response'),
    variant('regulatory_change'),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'Type is required' : undefined) },
);
export type ScenarioInput = z.output<typeof scenarioInputSchema>;
export type ScenarioFormValues = z.input<typeof scenarioInputSchema>;

/** Reads stored parameters of a type; the issues keep their field paths. */
export function parseParameters<T extends ScenarioType>(type: T, value: unknown) {
  return PARAMETER_SCHEMAS[type].safeParse(value);
}

export const affectedFormulationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What the scenario found for it, e.g. "$8.31 → $8.91 a unit" or "2.0000 % w/w". */
  detail: z.string(),
});

/**
 * A run's results. Money and percentages are decimal strings (docs/product-rules.md, "Records"): projectedCost in USD with 2
 * decimals (shown with 0), marketImpact in % with 2 decimals; timeToMarket in whole months.
 */
export const scenarioResultsSchema = z.object({
  projectedCost: decimalText,
  marketImpact: decimalText,
  timeToMarket: z.number().int(),
  riskLevel: z.enum(RISK_LEVELS),
  summary: z.string(),
  affectedFormulations: z.array(affectedFormulationSchema),
});
export type ScenarioResults = z.infer<typeof scenarioResultsSchema>;

/** A scenario as the API returns it. */
export const scenarioSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(SCENARIO_TYPES),
    status: z.enum(SCENARIO_STATUSES),
    description: z.string().nullable(),
    parameters: z.record(z.string(), z.unknown()),
    results: scenarioResultsSchema.nullable(),
    createdBy: z.string().nullable(),
    ranAt: dateTimeText.nullable(),
    revision: z.number().int(),
    createdAt: dateTimeText,
    updatedAt: dateTimeText,
  })
  .meta({ id: 'Scenario' });
export type Scenario = z.infer<typeof scenarioSchema>;
