import { FlaskConical } from 'lucide-react';
import { costPerUnitLevel, formulationStatusTone } from '../../../../domain/dashboard/display.ts';
import { statusLabel } from '../../../../domain/formulation/constants.ts';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { formatQuantity } from '../format-quantity.ts';

const COLUMNS = [
  'Formulation',
  'Product Type',
  'Status',
  'Batch Size',
  'Total Cost',
  'Unit Size (oz)',
  'Cost/Unit',
  'Margin %',
] as const;

/** The cost/unit with its colour and a word (Low, Medium, High), so colour is never the only signal. */
function CostPerUnitBadge({ costPerUnit }: { costPerUnit: string }) {
  const { tone, label } = costPerUnitLevel(costPerUnit);
  return (
    <Badge variant={tone} data-tone={tone} className="tabular-nums">
      {formatMoney(costPerUnit, 2)}
      <span aria-hidden="true">·</span>
      <span>{label}</span>
    </Badge>
  );
}

function CostRow({ formulation: f }: { formulation: Formulation }) {
  return (
    <TableRow>
      <TableCell className="min-w-40 whitespace-normal">
        <p className="font-medium text-foreground">{f.name}</p>
        <p className="text-muted-foreground text-xs">Version {f.version}</p>
      </TableCell>
      <TableCell>{statusLabel(f.productType)}</TableCell>
      <TableCell>
        <Badge variant={formulationStatusTone(f.status)}>{statusLabel(f.status)}</Badge>
      </TableCell>
      <TableCell className="tabular-nums">{formatQuantity(f.batchSize)} g</TableCell>
      <TableCell className="tabular-nums">{formatMoney(f.totalCost, 2)}</TableCell>
      <TableCell className="tabular-nums">{formatQuantity(f.unitSize)}</TableCell>
      <TableCell>
        <CostPerUnitBadge costPerUnit={f.costPerUnit} />
      </TableCell>
      <TableCell className="tabular-nums">{formatPercent(f.targetMargin, 0)}</TableCell>
    </TableRow>
  );
}

/** "Formulation Cost Breakdown": every formulation's costs. */
export function CostBreakdownTable({
  formulations,
  isLoading,
  isError,
}: {
  formulations: Formulation[] | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const rows = formulations ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle id="cost-breakdown-title">Formulation Cost Breakdown</CardTitle>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p role="alert" className="py-6 text-center text-error-ink text-sm">
            Unable to load formulations.
          </p>
        ) : !isLoading && rows.length === 0 ? (
          <EmptyState icon={<FlaskConical />} title="No formulations found" />
        ) : (
          <Table aria-labelledby="cost-breakdown-title" aria-busy={isLoading || undefined}>
            <TableHeader>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableHead key={column}>{column}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {isLoading
                ? [0, 1, 2, 3, 4].map((i) => (
                    <TableRow key={i} data-testid="cost-placeholder">
                      {COLUMNS.map((column) => (
                        <TableCell key={column}>
                          <Skeleton className="h-4 w-16" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : rows.map((f) => <CostRow key={f.id} formulation={f} />)}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
