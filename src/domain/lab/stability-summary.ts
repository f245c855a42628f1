import { z } from 'zod';
import { D } from '../formulation/cost.ts';
import {
  NUMERIC_PARAMETERS,
  PARAMETER_LABELS,
  PARAMETERS,
  type Parameter,
  type Specification,
} from '../formulation/specification.ts';
import { evaluateMeasurements, type Measurements } from './measurements.ts';
import { sortTimepoints } from './timepoints.ts';

/**
 * A stability study summed up per storage condition (docs/glossary.md, "Stability study"): how far it has come,
 * each parameter from its first result to its latest, where it left the specification, and a conclusion in words.
 * The product information file prints it; the lab screen shows it under the grid.
 */

export const CONDITION_OUTCOMES = ['not_started', 'in_progress', 'stable', 'out_of_specification'] as const;
export type ConditionOutcome = (typeof CONDITION_OUTCOMES)[number];

export const stabilitySummarySchema = z
  .array(
    z.object({
      condition: z.string(),
      outcome: z.enum(CONDITION_OUTCOMES),
      timepointsDone: z.number().int(),
      timepointCount: z.number().int(),
      /** The latest time point with results, or null. */
      lastTimepoint: z.string().nullable(),
      conclusion: z.string(),
      parameters: z.array(
        z.object({
          parameter: z.enum(PARAMETERS),
          label: z.string(),
          initial: z.string().nullable(),
          latest: z.string().nullable(),
          /** latest - initial for pH, viscosity and density; null for observations or fewer than two results. */
          change: z.string().nullable(),
          /** The time points at which it was outside the specification. */
          outOfSpecificationAt: z.array(z.string()),
        }),
      ),
    }),
  )
  .meta({ id: 'StabilitySummary' });
export type StabilitySummary = z.infer<typeof stabilitySummarySchema>;

export interface SummaryCell {
  condition: string;
  timepoint: string;
  /** null until the time point's results are recorded. */
  measurements: Measurements | null;
}

function shownValue(measurements: Measurements, parameter: Parameter): string | null {
  const value = measurements[parameter];
  if (value === null || typeof value === 'string') return value;
  return (
    value.observed ?? (value.conforms === null ? null : value.conforms ? 'Conforms' : 'Does not conform')
  );
}

const numeric = (parameter: Parameter) => (NUMERIC_PARAMETERS as readonly string[]).includes(parameter);

export function stabilitySummary(
  study: { conditions: readonly string[]; timepoints: readonly string[]; cells: readonly SummaryCell[] },
  specification: Specification | null,
): StabilitySummary {
  const order = sortTimepoints(study.timepoints);
  return study.conditions.map((condition) => {
    const done = study.cells
      .filter((cell) => cell.condition === condition && cell.measurements !== null)
      .sort((a, b) => order.indexOf(a.timepoint) - order.indexOf(b.timepoint));
    const parameters = PARAMETERS.map((parameter) => {
      const values = done
        .map((cell) => ({ timepoint: cell.timepoint, value: shownValue(cell.measurements!, parameter) }))
        .filter((entry) => entry.value !== null);
      const initial = values[0]?.value ?? null;
      const latest = values.at(-1)?.value ?? null;
      const change = numeric(parameter) && values.length > 1 ? D(latest!).minus(initial!).toFixed() : null;
      const outOfSpecificationAt = done
        .filter((cell) =>
          evaluateMeasurements(specification, cell.measurements).parameters.some(
            (result) => result.parameter === parameter && result.pass === false,
          ),
        )
        .map((cell) => cell.timepoint);
      return { parameter, label: PARAMETER_LABELS[parameter], initial, latest, change, outOfSpecificationAt };
    });
    const failing = parameters.filter((p) => p.outOfSpecificationAt.length > 0);
    const lastTimepoint = done.at(-1)?.timepoint ?? null;
    const outcome: ConditionOutcome = failing.length
      ? 'out_of_specification'
      : done.length === 0
        ? 'not_started'
        : done.length === order.length
          ? 'stable'
          : 'in_progress';
    return {
      condition,
      outcome,
      timepointsDone: done.length,
      timepointCount: order.length,
      lastTimepoint,
      conclusion: conclusion(outcome, failing, lastTimepoint, done.length, order.length),
      parameters,
    };
  });
}

function conclusion(
  outcome: ConditionOutcome,
  failing: { label: string; outOfSpecificationAt: string[] }[],
  last: string | null,
  done: number,
  count: number,
): string {
  switch (outcome) {
    case 'not_started':
      return 'No results yet.';
    case 'out_of_specification':
      return `Out of specification: ${failing
        .map((p) => `${p.label} at ${p.outOfSpecificationAt.join(', ')}`)
        .join('; ')}.`;
    case 'stable':
      return `Within specification at every time point through ${last}.`;
    case 'in_progress':
      return `Within specification through ${last} (${done} of ${count} time points).`;
    default: {
      const unknown: never = outcome;
      return unknown;
    }
  }
}
