import {
  compareVersions,
  type LineChange,
  type TotalComparison,
  type TotalField,
} from '../../../../domain/formulation/compare-versions.ts';
import type { FormulationDetail } from '../../../../domain/formulation/formulation.ts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { amount, money, percent, signedAmount, signedMoney, signedPercent } from '../lib/format.ts';

const CHANGE: Record<LineChange, { label: string; tone: BadgeVariant; row: string }> = {
  added: { label: 'Added', tone: 'green', row: 'bg-green-50 dark:bg-green-950/40' },
  removed: { label: 'Removed', tone: 'red', row: 'bg-red-50 dark:bg-red-950/40' },
  changed: { label: 'Changed', tone: 'yellow', row: 'bg-yellow-50 dark:bg-yellow-950/40' },
  unchanged: { label: 'Unchanged', tone: 'gray', row: '' },
};

const TOTAL_LABELS: Record<TotalField, string> = {
  batchSize: 'Batch Size',
  unitSize: 'Unit Size',
  targetMargin: 'Target Margin',
  totalCost: 'Total Cost',
  costPerUnit: 'Cost per Unit',
  suggestedUnitPrice: 'Suggested Unit Price',
};

function showTotal(total: TotalComparison, value: 'before' | 'after' | 'delta'): string {
  const signed = value === 'delta';
  const raw = total[value];
  switch (total.field) {
    case 'batchSize':
    case 'unitSize':
      return `${signed ? signedAmount(raw) : amount(raw)} oz`;
    case 'targetMargin':
      return signed ? signedPercent(raw, 2) : percent(raw, 2);
    case 'suggestedUnitPrice':
      return signed ? signedMoney(raw, 2) : money(raw, 2);
    default:
      return signed ? signedMoney(raw, 4) : money(raw, 4);
  }
}

/** Lines matched by raw material and the totals of two versions, with what changed highlighted and named. */
export function ComparisonView({ before, after }: { before: FormulationDetail; after: FormulationDetail }) {
  const diff = compareVersions(before, after);
  const a = `v${before.version}`;
  const b = `v${after.version}`;
  const perUnit = diff.totals.find((t) => t.field === 'costPerUnit')!;
  const { added, removed, changed, unchanged } = diff.summary;

  return (
    <div className="space-y-6">
      <div className="space-y-1 rounded-md bg-muted p-4 text-sm" data-testid="comparison-summary">
        <p>
          Version {before.version} → Version {after.version}: {added} added, {removed} removed, {changed}{' '}
          changed, {unchanged} unchanged.
        </p>
        <p>
          Cost per unit {money(perUnit.before, 4)} → {money(perUnit.after, 4)} (
          <span className="font-semibold">{signedMoney(perUnit.delta, 4)}</span>
          {perUnit.percentChange !== null && `, ${signedPercent(perUnit.percentChange, 2)}`}).
        </p>
      </div>

      <section aria-labelledby="compare-lines-heading" className="space-y-2">
        <h3 id="compare-lines-heading" className="font-semibold">
          Ingredient lines
        </h3>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Ingredient</TableHead>
              <TableHead>Change</TableHead>
              <TableHead className="text-right">{a} Ounces</TableHead>
              <TableHead className="text-right">{a} % w/w</TableHead>
              <TableHead className="text-right">{a} Line Cost</TableHead>
              <TableHead className="text-right">{b} Ounces</TableHead>
              <TableHead className="text-right">{b} % w/w</TableHead>
              <TableHead className="text-right">{b} Line Cost</TableHead>
              <TableHead className="text-right">Cost Difference</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {diff.lines.map((line) => {
              const change = CHANGE[line.change];
              const dash = '—';
              return (
                <TableRow key={line.ingredientId} className={change.row} data-change={line.change}>
                  <TableCell className="whitespace-normal font-medium">{line.ingredientName}</TableCell>
                  <TableCell>
                    <Badge variant={change.tone}>{change.label}</Badge>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {line.before ? amount(line.before.ounces) : dash}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {line.before ? percent(line.before.concentration, 2) : dash}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {line.before ? money(line.before.cost, 3) : dash}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {line.after ? amount(line.after.ounces) : dash}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {line.after ? percent(line.after.concentration, 2) : dash}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {line.after ? money(line.after.cost, 3) : dash}
                  </TableCell>
                  <TableCell className="text-right font-medium tabular-nums">
                    {signedMoney(line.costDelta, 3)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </section>

      <section aria-labelledby="compare-totals-heading" className="space-y-2">
        <h3 id="compare-totals-heading" className="font-semibold">
          Totals
        </h3>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Figure</TableHead>
              <TableHead className="text-right">Version {before.version}</TableHead>
              <TableHead className="text-right">Version {after.version}</TableHead>
              <TableHead className="text-right">Difference</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {diff.totals.map((total) => (
              <TableRow
                key={total.field}
                className={cn(total.changed && CHANGE.changed.row)}
                data-change={total.changed ? 'changed' : 'unchanged'}
              >
                <TableCell className="font-medium">{TOTAL_LABELS[total.field]}</TableCell>
                <TableCell className="text-right tabular-nums">{showTotal(total, 'before')}</TableCell>
                <TableCell className="text-right tabular-nums">{showTotal(total, 'after')}</TableCell>
                <TableCell className={cn('text-right tabular-nums', total.changed && 'font-semibold')}>
                  {total.changed ? showTotal(total, 'delta') : 'No change'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </div>
  );
}
