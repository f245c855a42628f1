import type { Phase } from '../../../../domain/formulation/procedure.ts';
import { EMPTY_SPECIFICATION, type Specification } from '../../../../domain/formulation/specification.ts';

/** The procedure and specification as the form holds them (text as typed), and back. */

export interface StepFormValues {
  instruction: string;
  temperatureC: string;
  mixingRpm: string;
  minutes: string;
  checkpoint: string;
}
export interface PhaseFormValues {
  code: string;
  name: string;
  steps: StepFormValues[];
}
interface RangeFormValues {
  min: string;
  max: string;
}
export interface SpecificationFormValues {
  ph: RangeFormValues;
  viscosity: RangeFormValues;
  density: RangeFormValues;
  appearance: string;
  colour: string;
  odour: string;
}

export const emptyStep = (): StepFormValues => ({
  instruction: '',
  temperatureC: '',
  mixingRpm: '',
  minutes: '',
  checkpoint: '',
});

/** The next phase after the ones there are: the first letter not taken ("A", then "B"...). */
export function nextPhase(phases: readonly { code: string }[]): PhaseFormValues {
  const taken = new Set(phases.map((phase) => phase.code.toUpperCase()));
  const code = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').find((letter) => !taken.has(letter)) ?? '';
  return { code, name: '', steps: [] };
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function toPhaseValues(phases: readonly Phase[]): PhaseFormValues[] {
  return phases.map((phase) => ({
    code: phase.code,
    name: phase.name,
    steps: phase.steps.map((step) => ({
      instruction: step.instruction,
      temperatureC: text(step.temperatureC),
      mixingRpm: text(step.mixingRpm),
      minutes: text(step.minutes),
      checkpoint: text(step.checkpoint),
    })),
  }));
}

export function toSpecificationValues(specification: Specification | null): SpecificationFormValues {
  const spec = specification ?? EMPTY_SPECIFICATION;
  const range = (r: Specification['ph']) => ({ min: text(r.min), max: text(r.max) });
  return {
    ph: range(spec.ph),
    viscosity: range(spec.viscosity),
    density: range(spec.density),
    appearance: text(spec.appearance),
    colour: text(spec.colour),
    odour: text(spec.odour),
  };
}
