import { z } from 'zod';
import { decimalText } from '../common/api-text.ts';
import { D } from '../formulation/cost.ts';
import {
  NUMERIC_PARAMETERS,
  optionalParameter,
  PARAMETER_LABELS,
  PARAMETER_RULES,
  PARAMETERS,
  type Parameter,
  type Specification,
  type TEXT_PARAMETERS,
  targetText,
} from '../formulation/specification.ts';

/**
 * What a batch or a stability time point measured (docs/glossary.md, "Specification"): pH, viscosity and density
 * as numbers; appearance, colour and odour as what was seen and whether it conforms to the specification (the
 * analyst's judgement: a description cannot be compared by a program).
 */

const observationInput = z
  .object({
    observed: z
      .string()
      .max(200, 'An observation must be at most 200 characters')
      .nullish()
      .transform((value) => value?.trim() || null),
    conforms: z.boolean({ error: 'Conforms must be true or false' }).nullish().default(null),
  })
  .nullish()
  .transform((value) => (value && (value.observed !== null || value.conforms !== null) ? value : null));

export const measurementsInputSchema = z.object({
  ph: optionalParameter(PARAMETER_RULES.ph),
  viscosity: optionalParameter(PARAMETER_RULES.viscosity),
  density: optionalParameter(PARAMETER_RULES.density),
  appearance: observationInput,
  colour: observationInput,
  odour: observationInput,
});
export type MeasurementsInput = z.input<typeof measurementsInputSchema>;

const observationSchema = z.object({ observed: z.string().nullable(), conforms: z.boolean().nullable() });
export const measurementsSchema = z
  .object({
    ph: decimalText.nullable(),
    viscosity: decimalText.nullable(),
    density: decimalText.nullable(),
    appearance: observationSchema.nullable(),
    colour: observationSchema.nullable(),
    odour: observationSchema.nullable(),
  })
  .meta({ id: 'Measurements' });
export type Measurements = z.infer<typeof measurementsSchema>;
export type Observation = z.infer<typeof observationSchema>;

export const parameterResultSchema = z.object({
  parameter: z.enum(PARAMETERS),
  label: z.string(),
  /** The specification's target as text ("5.0-5.5", "White cream"), or null when none is set. */
  target: z.string().nullable(),
  /** What was measured, as text, or null when it was not. */
  value: z.string().nullable(),
  /** null: not measured, or nothing to compare with. */
  pass: z.boolean().nullable(),
});
export type ParameterResult = z.infer<typeof parameterResultSchema>;

export const MEASUREMENT_VERDICTS = ['pass', 'fail', 'incomplete', 'no_specification'] as const;
export type MeasurementVerdict = (typeof MEASUREMENT_VERDICTS)[number];
export const evaluationSchema = z
  .object({ verdict: z.enum(MEASUREMENT_VERDICTS), parameters: z.array(parameterResultSchema) })
  .meta({ id: 'MeasurementEvaluation' });
export type Evaluation = z.infer<typeof evaluationSchema>;

function numericPass(range: Specification['ph'], value: string): boolean {
  const v = D(value);
  return (range.min === null || v.gte(range.min)) && (range.max === null || v.lte(range.max));
}

/** One parameter against the specification: inside its range (bounds included), or conforming as observed. */
function result(specification: Specification | null, measured: Measurements, parameter: Parameter) {
  const target = specification ? targetText(specification, parameter) : null;
  const base = { parameter, label: PARAMETER_LABELS[parameter], target };
  if ((NUMERIC_PARAMETERS as readonly string[]).includes(parameter)) {
    const key = parameter as (typeof NUMERIC_PARAMETERS)[number];
    const value = measured[key];
    const pass = value !== null && target !== null ? numericPass(specification![key], value) : null;
    return { ...base, value, pass };
  }
  const observation = measured[parameter as (typeof TEXT_PARAMETERS)[number]];
  return {
    ...base,
    value: observation?.observed ?? null,
    pass: target !== null ? (observation?.conforms ?? null) : null,
  };
}

/**
 * Every parameter against the specification, and the verdict: fail when any parameter fails; pass when every
 * parameter the specification sets passed; incomplete while one of them has no result; no_specification when it
 * sets nothing.
 */
export function evaluateMeasurements(
  specification: Specification | null,
  measured: Measurements | null,
): Evaluation {
  const values = measured ?? EMPTY_MEASUREMENTS;
  const parameters = PARAMETERS.map((parameter) => result(specification, values, parameter));
  const targeted = parameters.filter((p) => p.target !== null);
  const verdict: MeasurementVerdict = parameters.some((p) => p.pass === false)
    ? 'fail'
    : targeted.length === 0
      ? 'no_specification'
      : targeted.every((p) => p.pass === true)
        ? 'pass'
        : 'incomplete';
  return { verdict, parameters };
}

export const EMPTY_MEASUREMENTS: Measurements = {
  ph: null,
  viscosity: null,
  density: null,
  appearance: null,
  colour: null,
  odour: null,
};

/** True when something was measured. */
export function hasMeasurements(measured: Measurements | null): boolean {
  return !!measured && PARAMETERS.some((parameter) => measured[parameter] !== null);
}
