import { z } from 'zod';
import { decimalText } from '../common/api-text.ts';
import type { NumberRule } from '../common/numeric-input.ts';
import { optionalNumberField } from '../common/optional-number.ts';

/**
 * A formulation version's specification (docs/glossary.md, "Specification"): the ranges a batch must measure
 * within (pH, viscosity in mPa·s, density in g/mL) and the appearance, colour and odour it must show. Lab
 * batches and stability time points are measured against it (src/domain/lab/measurements.ts).
 */

export const NUMERIC_PARAMETERS = ['ph', 'viscosity', 'density'] as const;
export const TEXT_PARAMETERS = ['appearance', 'colour', 'odour'] as const;
export const PARAMETERS = [...NUMERIC_PARAMETERS, ...TEXT_PARAMETERS] as const;
export type NumericParameter = (typeof NUMERIC_PARAMETERS)[number];
export type TextParameter = (typeof TEXT_PARAMETERS)[number];
export type Parameter = (typeof PARAMETERS)[number];

export const PARAMETER_LABELS: Readonly<Record<Parameter, string>> = {
  ph: 'pH',
  viscosity: 'Viscosity',
  density: 'Density',
  appearance: 'Appearance',
  colour: 'Colour',
  odour: 'Odour',
};
export const PARAMETER_UNITS: Readonly<Record<NumericParameter, string>> = {
  ph: '',
  viscosity: 'mPa·s',
  density: 'g/mL',
};

/** Each numeric parameter's physical bounds and decimals: pH 0-14, viscosity up to 10 million mPa·s. */
export const PARAMETER_RULES: Readonly<Record<NumericParameter, NumberRule>> = {
  ph: {
    message: 'pH must be between 0 and 14',
    min: 0,
    max: 14,
    maxDecimals: 2,
    decimalsMessage: 'pH can have at most 2 decimal places',
  },
  viscosity: {
    message: 'Viscosity must be between 0 and 10,000,000 mPa·s',
    min: 0,
    max: 10_000_000,
    maxDecimals: 1,
    decimalsMessage: 'Viscosity can have at most 1 decimal place',
  },
  density: {
    message: 'Density must be between 0.1 and 5 g/mL',
    min: 0.1,
    max: 5,
    maxDecimals: 4,
    decimalsMessage: 'Density can have at most 4 decimal places',
  },
};

/** An optional number of a parameter: empty text and null are "not given". */
export function optionalParameter(rule: NumberRule) {
  return z
    .union([z.string().max(40, rule.message), z.number(), z.null()], { error: rule.message })
    .optional()
    .superRefine((raw, ctx) => {
      const checked = optionalNumberField(rule).safeParse(raw);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
    })
    .transform((raw) => {
      if (raw === '' || raw === null || raw === undefined) return null;
      // As typed, so "5.0" stays "5.0" (a pH is written to its decimal), without a sign or a bare trailing dot.
      return typeof raw === 'string' ? raw.trim().replace(/^\+/, '').replace(/\.$/, '') : String(raw);
    });
}

const range = (rule: NumberRule) =>
  z.object({ min: optionalParameter(rule), max: optionalParameter(rule) }).superRefine((value, ctx) => {
    if (value.min !== null && value.max !== null && Number(value.min) > Number(value.max))
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'Maximum must not be below the minimum' });
  });

const expected = (label: string) =>
  z
    .string()
    .max(200, `${label} must be at most 200 characters`)
    .nullish()
    .transform((value) => value?.trim() || null);

const emptyRange = { min: null, max: null };

export const specificationInputSchema = z.object({
  ph: range(PARAMETER_RULES.ph).default(emptyRange),
  viscosity: range(PARAMETER_RULES.viscosity).default(emptyRange),
  density: range(PARAMETER_RULES.density).default(emptyRange),
  appearance: expected('Appearance'),
  colour: expected('Colour'),
  odour: expected('Odour'),
});

const rangeSchema = z.object({ min: decimalText.nullable(), max: decimalText.nullable() });
/** As stored (jsonb) and answered: the bounds as decimal text, null where open. */
export const specificationSchema = z
  .object({
    ph: rangeSchema,
    viscosity: rangeSchema,
    density: rangeSchema,
    appearance: z.string().nullable(),
    colour: z.string().nullable(),
    odour: z.string().nullable(),
  })
  .meta({ id: 'Specification' });
export type Specification = z.infer<typeof specificationSchema>;
export type SpecificationInput = z.input<typeof specificationInputSchema>;

export const EMPTY_SPECIFICATION: Specification = {
  ph: { min: null, max: null },
  viscosity: { min: null, max: null },
  density: { min: null, max: null },
  appearance: null,
  colour: null,
  odour: null,
};

/** A range as people write it: "5.0-5.5", "at least 1.00", "at most 12000"; null when it is open both ways. */
export function rangeText(range: { min: string | null; max: string | null }, unit = ''): string | null {
  const suffix = unit ? ` ${unit}` : '';
  if (range.min !== null && range.max !== null) return `${range.min}-${range.max}${suffix}`;
  if (range.min !== null) return `at least ${range.min}${suffix}`;
  if (range.max !== null) return `at most ${range.max}${suffix}`;
  return null;
}

/** The specification's target of one parameter as text, or null when none is set. */
export function targetText(specification: Specification, parameter: Parameter): string | null {
  if ((TEXT_PARAMETERS as readonly string[]).includes(parameter))
    return specification[parameter as TextParameter];
  const numeric = parameter as NumericParameter;
  return rangeText(specification[numeric], PARAMETER_UNITS[numeric]);
}

/** True when nothing is specified: screens say "No specification yet". */
export function isEmptySpecification(specification: Specification | null): boolean {
  if (!specification) return true;
  return PARAMETERS.every((parameter) => targetText(specification, parameter) === null);
}
