import { monthsLabel, riskTone } from '../../../../domain/scenario/display.ts';
import type { ScenarioResults as Results } from '../../../../domain/scenario/scenario-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatLabel, formatMoney, formatPercent } from '../../../lib/format.ts';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-foreground">{children}</dd>
    </div>
  );
}

/** A run's four figures (spec: USD with 0 decimals, a percent, months, the risk badge) and what it found. */
export function ScenarioResults({ results }: { results: Results }) {
  const affected = results.affectedFormulations;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-4 rounded-md bg-muted/50 p-4 sm:grid-cols-4">
        <Figure label="Projected Cost">{formatMoney(results.projectedCost, 0)}</Figure>
        <Figure label="Market Impact">{formatPercent(results.marketImpact, 2)}</Figure>
        <Figure label="Time to Market">{monthsLabel(results.timeToMarket)}</Figure>
        <Figure label="Risk Level">
          <Badge variant={riskTone(results.riskLevel)}>{formatLabel(results.riskLevel)}</Badge>
        </Figure>
      </dl>
      <p className="text-muted-foreground text-sm">{results.summary}</p>
      {affected.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Affected formulations ({affected.length})</summary>
          <ul className="mt-2 space-y-1 pl-4">
            {affected.map((item) => (
              <li key={item.id}>
                <span className="font-medium">{item.name}</span>
                <span className="text-muted-foreground">: {item.detail}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
