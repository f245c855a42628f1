import type { CostReport } from '../../../../domain/ideation/ideation-schema.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatLabel, formatMoney, formatPercent } from '../../../lib/format.ts';

/** The report's totals and one row per formulation, highest cost per unit first. */
export function CostReportView({ report }: { report: CostReport }) {
  const { totals } = report;
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-md border p-3">
          <dt className="text-muted-foreground text-xs">Formulations with a saving</dt>
          <dd className="font-semibold text-lg">
            {totals.withSavings} of {totals.formulationCount}
          </dd>
        </div>
        <div className="rounded-md border p-3">
          <dt className="text-muted-foreground text-xs">Savings per unit (sum)</dt>
          <dd className="font-semibold text-lg">{formatMoney(totals.totalSavingPerUnit, 3)}</dd>
        </div>
        <div className="rounded-md border p-3">
          <dt className="text-muted-foreground text-xs">Portfolio saving (one batch each)</dt>
          <dd className="font-semibold text-lg">{formatMoney(totals.totalSavingPerBatch, 2)}</dd>
        </div>
      </dl>
      {report.entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">No formulations found</p>
      ) : (
        <div
          className="max-h-[50vh] overflow-auto"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
          role="region"
          aria-label="Report by formulation"
        >
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Formulation</TableHead>
                <TableHead className="text-right">Cost/Unit</TableHead>
                <TableHead>Top Driver</TableHead>
                <TableHead>Best Swap</TableHead>
                <TableHead className="text-right">Saving/Unit</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.entries.map((entry) => {
                const top = entry.drivers[0];
                return (
                  <TableRow key={entry.formulationId}>
                    <TableCell>
                      <span className="font-medium">{entry.name}</span>
                      <span className="block text-muted-foreground text-xs">
                        v{entry.version} · {formatLabel(entry.status)}
                      </span>
                    </TableCell>
                    <TableCell className="text-right">{formatMoney(entry.costPerUnit, 3)}</TableCell>
                    <TableCell className="whitespace-normal">
                      {top ? `${top.name} (${formatPercent(top.share, 1)})` : '—'}
                    </TableCell>
                    <TableCell className="min-w-48 whitespace-normal">
                      {entry.bestSwap
                        ? `${entry.bestSwap.replace} → ${entry.bestSwap.with}`
                        : 'No cheaper option'}
                    </TableCell>
                    <TableCell className="text-right">
                      {entry.bestSwap ? formatMoney(entry.bestSwap.savingPerUnit, 3) : '—'}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
