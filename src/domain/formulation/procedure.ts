import { z } from 'zod';
import { decimalText } from '../common/api-text.ts';
import { optionalNumberField } from '../common/optional-number.ts';

/**
 * A formulation version's manufacturing procedure (docs/glossary.md, "Phase", "Step"): its lines are grouped in
 * phases (a letter and a name, "A - Water phase"), each with ordered steps. The procedure belongs to the version:
 * a new version copies it and an approved version cannot change it (ADR 049).
 */

export const MAX_PHASES = 12;
export const MAX_STEPS_PER_PHASE = 30;
export const PHASE_CODE = /^[A-Z]$/;

const nullableNumber = optionalNumberField;

export const stepInputSchema = z.object({
  instruction: z
    .string({ error: 'Instruction is required' })
    .trim()
    .min(1, 'Instruction is required')
    .max(500, 'Instruction must be at most 500 characters'),
  temperatureC: nullableNumber({
    message: 'Temperature must be between -40 and 300 °C',
    min: -40,
    max: 300,
    maxDecimals: 1,
    decimalsMessage: 'Temperature can have at most 1 decimal place',
  }),
  mixingRpm: nullableNumber({
    message: 'Mixing speed must be a whole number from 0 to 30,000 rpm',
    min: 0,
    max: 30_000,
    integer: true,
  }),
  minutes: nullableNumber({
    message: 'Minutes must be between 0 and 10,080',
    min: 0,
    max: 10_080,
    maxDecimals: 1,
    decimalsMessage: 'Minutes can have at most 1 decimal place',
  }),
  checkpoint: z
    .string()
    .max(200, 'Checkpoint must be at most 200 characters')
    .nullish()
    .transform((value) => value?.trim() || null),
});

export const phaseInputSchema = z.object({
  code: z
    .string({ error: 'Phase code must be one letter (A to Z)' })
    .trim()
    .max(1, 'Phase code must be one letter (A to Z)')
    .transform((value) => value.toUpperCase())
    .refine((value) => PHASE_CODE.test(value), 'Phase code must be one letter (A to Z)'),
  name: z
    .string({ error: 'Phase name is required' })
    .trim()
    .min(1, 'Phase name is required')
    .max(60, 'Phase name must be at most 60 characters'),
  steps: z
    .array(stepInputSchema, { error: 'Steps must be a list' })
    .max(MAX_STEPS_PER_PHASE, `A phase can have at most ${MAX_STEPS_PER_PHASE} steps`)
    .default([]),
});

export const phasesInputSchema = z
  .array(phaseInputSchema, { error: 'Phases must be a list' })
  .max(MAX_PHASES, `A formulation can have at most ${MAX_PHASES} phases`)
  .superRefine((phases, ctx) => {
    const seen = new Set<string>();
    phases.forEach((phase, index) => {
      if (seen.has(phase.code))
        ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'Phase codes must be unique' });
      seen.add(phase.code);
    });
  });

export type StepInput = z.infer<typeof stepInputSchema>;
export type PhaseInput = z.infer<typeof phaseInputSchema>;

/** A step as stored and answered: numbers as decimal text, as every quantity the API carries. */
export const stepSchema = z
  .object({
    instruction: z.string(),
    temperatureC: decimalText.nullable(),
    mixingRpm: z.number().int().nullable(),
    minutes: decimalText.nullable(),
    checkpoint: z.string().nullable(),
  })
  .meta({ id: 'ProcedureStep' });
export const phaseSchema = z
  .object({ code: z.string(), name: z.string(), steps: z.array(stepSchema) })
  .meta({ id: 'Phase' });
export type Step = z.infer<typeof stepSchema>;
export type Phase = z.infer<typeof phaseSchema>;

/** The procedure as it is stored (jsonb on the version) and answered. */
export function toStoredPhases(phases: readonly PhaseInput[]): Phase[] {
  return phases.map((phase) => ({
    code: phase.code,
    name: phase.name,
    steps: phase.steps.map((step) => ({
      instruction: step.instruction,
      temperatureC: step.temperatureC === null ? null : String(step.temperatureC),
      mixingRpm: step.mixingRpm,
      minutes: step.minutes === null ? null : String(step.minutes),
      checkpoint: step.checkpoint,
    })),
  }));
}

/** A stored procedure as a save takes it: a new version copies its parent's. */
export function fromStoredPhases(phases: readonly Phase[]): PhaseInput[] {
  const number = (value: string | null) => (value === null ? null : Number(value));
  return phases.map((phase) => ({
    code: phase.code,
    name: phase.name,
    steps: phase.steps.map((step) => ({
      ...step,
      temperatureC: number(step.temperatureC),
      minutes: number(step.minutes),
    })),
  }));
}

/** "A - Water phase": how a phase is named on screens, tickets and the product information file. */
export function phaseLabel(phase: { code: string; name: string }): string {
  return `${phase.code} - ${phase.name}`;
}

/** A step's conditions in one line: "75 °C · 1,500 rpm · 10 min · pH 5.0-5.5". */
export function stepConditions(step: Step): string {
  const parts = [
    step.temperatureC !== null && `${step.temperatureC} °C`,
    step.mixingRpm !== null && `${step.mixingRpm.toLocaleString('en-US')} rpm`,
    step.minutes !== null && `${step.minutes} min`,
    step.checkpoint,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * Lines grouped by phase in the procedure's order; lines without a phase (or naming one that is gone) come last
 * under `null`, so nothing on a ticket is ever dropped.
 */
export function groupByPhase<T extends { phase: string | null }>(
  phases: readonly Phase[],
  lines: readonly T[],
): { phase: Phase | null; lines: T[] }[] {
  const known = new Set(phases.map((phase) => phase.code));
  const groups: { phase: Phase | null; lines: T[] }[] = phases.map((phase) => ({
    phase,
    lines: lines.filter((line) => line.phase === phase.code),
  }));
  const loose = lines.filter((line) => line.phase === null || !known.has(line.phase));
  if (loose.length) groups.push({ phase: null, lines: loose });
  return groups;
}
