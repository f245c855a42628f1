import type { FormulationDetail } from '../../../../domain/formulation/formulation.ts';
import { groupByPhase, phaseLabel, stepConditions } from '../../../../domain/formulation/procedure.ts';
import {
  isEmptySpecification,
  PARAMETER_LABELS,
  PARAMETERS,
  targetText,
} from '../../../../domain/formulation/specification.ts';
import { substancePercent } from '../lib/format.ts';

/** The view dialog's Procedure tab: each phase with its lines and steps, then the specification (ADR 049). */
export function ProcedureTab({ formulation: f }: { formulation: FormulationDetail }) {
  const groups = groupByPhase(
    f.phases,
    f.lines.map((line) => ({ ...line, phase: line.phase })),
  );
  return (
    <div className="space-y-6">
      {f.phases.length === 0 && (
        <p className="text-muted-foreground text-sm">
          No procedure yet. Add phases and steps in Edit Formulation.
        </p>
      )}
      {f.phases.length > 0 &&
        groups.map((group) => (
          <section key={group.phase?.code ?? 'none'} className="space-y-2">
            <h3 className="font-semibold">
              {group.phase ? `Phase ${phaseLabel(group.phase)}` : 'Without a phase'}
            </h3>
            <ul className="list-disc pl-5 text-sm">
              {group.lines.map((line) => (
                <li key={line.id}>
                  {line.ingredientName}{' '}
                  <span className="text-muted-foreground">
                    {line.qs ? 'q.s.' : substancePercent(line.percent ?? line.concentration)}
                  </span>
                </li>
              ))}
              {group.lines.length === 0 && <li className="text-muted-foreground">No lines in this phase.</li>}
            </ul>
            {group.phase && group.phase.steps.length > 0 && (
              <ol className="list-decimal space-y-1 pl-5 text-sm">
                {group.phase.steps.map((step, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list of the stored steps, in their order.
                  <li key={`${index}-${step.instruction}`}>
                    {step.instruction}
                    {stepConditions(step) && (
                      <span className="text-muted-foreground"> ({stepConditions(step)})</span>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      <section aria-labelledby="view-spec-heading" className="space-y-2">
        <h3 id="view-spec-heading" className="font-semibold">
          Specification
        </h3>
        {isEmptySpecification(f.specification) ? (
          <p className="text-muted-foreground text-sm">No specification yet.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {PARAMETERS.map((parameter) => (
              <div key={parameter}>
                <dt className="text-muted-foreground text-xs">{PARAMETER_LABELS[parameter]}</dt>
                <dd className="text-sm">{targetText(f.specification!, parameter) ?? 'Not specified'}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
