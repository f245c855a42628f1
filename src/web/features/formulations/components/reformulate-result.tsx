import { useId, useState } from 'react';
import type { OptimizeResponse } from '../../../../domain/optimizer/schema.ts';
import { yearlySaving } from '../../../../domain/optimizer/yearly-saving.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { money } from '../lib/format.ts';

/** The optimizer's answer: current and optimal side by side, the saving per unit and a year, what binds. */
export function ReformulateResult({ result }: { result: OptimizeResponse }) {
  const id = useId();
  const [units, setUnits] = useState('10000');
  if (result.status === 'infeasible') {
    return (
      <section
        aria-labelledby={`${id}-conflict`}
        className="space-y-2 rounded-md border border-error-ink/40 p-3"
      >
        <h3 id={`${id}-conflict`} className="font-semibold text-error-ink">
          No recipe satisfies every constraint
        </h3>
        <p className="text-sm">These cannot all hold together; relax one of them:</p>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {result.conflicts.map((conflict) => (
            <li key={conflict}>{conflict}</li>
          ))}
        </ul>
      </section>
    );
  }
  const perYear = yearlySaving(result.savingPerUnit ?? '0', units);
  return (
    <section aria-labelledby={`${id}-result`} className="space-y-3">
      <h3 id={`${id}-result`} className="font-semibold">
        Cheapest compliant recipe
      </h3>
      <dl className="grid grid-cols-2 gap-3 rounded-md bg-muted p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground text-xs">Current cost per unit</dt>
          <dd className="font-medium">{money(result.currentCostPerUnit, 4)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Optimal cost per unit</dt>
          <dd className="font-medium">{money(result.costPerUnit ?? '0', 4)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Saving per unit</dt>
          <dd className="font-medium" data-testid="saving-per-unit">
            {money(result.savingPerUnit ?? '0', 4)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Saving per year</dt>
          <dd className="font-medium" data-testid="saving-per-year">
            {perYear === null ? '—' : formatMoney(perYear, 2)}
          </dd>
        </div>
      </dl>
      <div className="flex items-center gap-2">
        <Label htmlFor={`${id}-units`} className="text-sm">
          Units per year
        </Label>
        <Input
          id={`${id}-units`}
          className="w-32"
          type="number"
          min="1"
          step="1"
          inputMode="numeric"
          value={units}
          onChange={(event) => setUnits(event.target.value)}
        />
      </div>
      <p className="text-muted-foreground text-xs">
        {result.violations.length === 0
          ? 'Re-checked by the cost engine and the regulatory engine: every limit that applies holds.'
          : `The regulatory engine still finds: ${result.violations.join('; ')}.`}{' '}
        Solved in {result.solveMs} ms.
      </p>
      {result.bindingConstraints.length > 0 && (
        <div className="text-sm">
          <p className="font-medium">What holds the cost up:</p>
          <ul className="list-disc space-y-1 pl-5">
            {result.bindingConstraints.map((constraint) => (
              <li key={constraint}>{constraint}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
