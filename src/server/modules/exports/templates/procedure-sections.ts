import type { FormulationDetail } from '../../../../domain/formulation/formulation.ts';
import { phaseLabel } from '../../../../domain/formulation/procedure.ts';
import { PARAMETER_LABELS, PARAMETERS, targetText } from '../../../../domain/formulation/specification.ts';
import type { Column } from '../report.ts';

/** A version's procedure and specification as export rows (ADR 049): a row per step, a row per target. */

export const procedureColumns: Column[] = [
  { header: 'Formulation', key: 'formulation', width: 34 },
  { header: 'Phase', key: 'phase', width: 24 },
  { header: 'Step', key: 'step', format: 'int' },
  { header: 'Instruction', key: 'instruction', width: 50 },
  { header: 'Temperature (°C)', key: 'temperatureC', format: 'decimal' },
  { header: 'Mixing (rpm)', key: 'mixingRpm', format: 'int' },
  { header: 'Minutes', key: 'minutes', format: 'decimal' },
  { header: 'Checkpoint', key: 'checkpoint', width: 24 },
];

export const specificationColumns: Column[] = [
  { header: 'Formulation', key: 'formulation', width: 34 },
  { header: 'Parameter', key: 'parameter', width: 16 },
  { header: 'Specification', key: 'target', width: 40 },
];

export function procedureRows(formulation: string, detail: FormulationDetail): Record<string, unknown>[] {
  return detail.phases.flatMap((phase) =>
    phase.steps.map((step, index) => ({ formulation, phase: phaseLabel(phase), step: index + 1, ...step })),
  );
}

export function specificationRows(formulation: string, detail: FormulationDetail): Record<string, unknown>[] {
  if (!detail.specification) return [];
  const specification = detail.specification;
  return PARAMETERS.flatMap((parameter) => {
    const target = targetText(specification, parameter);
    return target === null ? [] : [{ formulation, parameter: PARAMETER_LABELS[parameter], target }];
  });
}
