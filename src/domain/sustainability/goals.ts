import { z } from 'zod';
import { dateTimeText, decimalText } from '../common/api-text.ts';
import { INT4_MAX, numberField, optionalText } from '../common/numeric-input.ts';
import { D, type DecimalInput, toScale } from '../formulation/cost.ts';

/** The live figures a goal can track (the sustainability_goals.metric column); every one is a percentage. */
export const GOAL_METRICS = [
  'sustainable_ingredients_pct',
  'natural_origin_pct',
  'certified_suppliers_pct',
] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];

export const GOAL_METRIC_LABELS: Record<GoalMetric, string> = {
  sustainable_ingredients_pct: 'Sustainable ingredients (% of inventory rated 80+)',
  natural_origin_pct: 'Natural origin content (portfolio average, ISO 16128)',
  certified_suppliers_pct: 'Certified suppliers (% of suppliers)',
};

export const GOAL_MESSAGES = {
  title: 'Title is required',
  titleLength: 'Title must be at most 200 characters',
  metric: 'Choose a metric',
  target: 'Target must be between 0 and 100',
  baseline: 'Baseline must be between 0 and 100',
  dueDate: 'Due date must be a valid date',
  revision: 'Revision must be a whole number',
} as const;

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** "2026-02-30" is not a date: the text must read back the same after a round trip through Date. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The "New Initiative" form and the goal API's body. A blank baseline means "today's value of the metric". */
export const goalInputSchema = z.object({
  title: z
    .string({ error: GOAL_MESSAGES.title })
    .trim()
    .min(1, GOAL_MESSAGES.title)
    .max(200, GOAL_MESSAGES.titleLength),
  description: optionalText(1000, 'Description must be at most 1000 characters'),
  metric: z.enum(GOAL_METRICS, { error: GOAL_MESSAGES.metric }),
  targetValue: numberField({ message: GOAL_MESSAGES.target, min: 0, max: 100 }),
  baselineValue: z.preprocess(
    blankToNull,
    numberField({ message: GOAL_MESSAGES.baseline, min: 0, max: 100 }).nullable(),
  ),
  dueDate: z.preprocess(
    blankToNull,
    z
      .string({ error: GOAL_MESSAGES.dueDate })
      .max(10, GOAL_MESSAGES.dueDate)
      .refine(isCalendarDate, GOAL_MESSAGES.dueDate)
      .nullable(),
  ),
  revision: z
    .int({ error: GOAL_MESSAGES.revision })
    .min(0, GOAL_MESSAGES.revision)
    .max(INT4_MAX, GOAL_MESSAGES.revision)
    .optional(),
});
export type GoalInput = z.infer<typeof goalInputSchema>;
/** What the form holds before parsing: `useForm<GoalFormValues, unknown, GoalInput>`. */
export type GoalFormValues = z.input<typeof goalInputSchema>;

/**
 * Progress towards a goal, in % of the way from its baseline to its target:
 * (current − baseline) / (target − baseline) × 100, clamped to 0-100. It works for goals that go down too
 * (target below baseline). A goal whose target equals its baseline is 100 % once reached, else 0 %. Null when
 * the metric has no data yet. A goal without a baseline starts from 0.
 */
export function goalProgress(
  current: DecimalInput | null,
  baseline: DecimalInput | null,
  target: DecimalInput,
): string | null {
  if (current === null) return null;
  const start = D(baseline ?? 0);
  const span = D(target).minus(start);
  if (span.isZero()) return toScale(D(current).gte(target) ? 100 : 0, 1);
  const share = D(current).minus(start).div(span).times(100);
  return toScale(share.lt(0) ? D(0) : share.gt(100) ? D(100) : share, 1);
}

export const goalSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  metric: z.string(),
  metricLabel: z.string(),
  targetValue: decimalText,
  baselineValue: z.string().nullable(),
  /** Today's value of the metric, or null with no data yet. */
  currentValue: z.string().nullable(),
  /** 0-100, or null with no data yet. */
  progressPercent: z.string().nullable(),
  dueDate: z.string().nullable(),
  createdBy: z.string().nullable(),
  revision: z.number().int(),
  createdAt: dateTimeText,
  updatedAt: dateTimeText,
});
export type Goal = z.infer<typeof goalSchema>;

/** The metric's label, or the raw value for a metric this version does not know. */
export function goalMetricLabel(metric: string): string {
  return (GOAL_METRIC_LABELS as Record<string, string>)[metric] ?? metric;
}
