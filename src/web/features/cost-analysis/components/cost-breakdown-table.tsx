import { FlaskConical } from 'lucide-react';
import { costPerUnitLevel, formulationStatusTone } from '../../../../domain/dashboard/tones.ts';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import { statusLabel } from '../../../../domain/formulation/statuses.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { SortableHead } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
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
import { COST_PAGE_SIZE, type CostSort, type CostSortColumn } from '../api/index.ts';
import { formatQuantity } from '../lib/format-quantity.ts';

/** The columns in order; those with a sort key sort the table on the server. */
const COLUMNS: { label: string; sort?: CostSortColumn }[] = [
  { label: 'Formulation', sort: 'name' },
  { label: 'Product Type' },
  { label: 'Status', sort: 'status' },
  { label: 'Batch Size' },
  { label: 'Total Cost' },
  { label: 'Unit Size (oz)' },
  { label: 'Cost/Unit', sort: 'costPerUnit' },
  { label: 'Margin %' },
];

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
      <TableCell className="tabular-nums">{formatQuantity(f.batchSize)} oz</TableCell>
      <TableCell className="tabular-nums">{formatMoney(f.totalCost, 2)}</TableCell>
      <TableCell className="tabular-nums">{formatQuantity(f.unitSize)}</TableCell>
      <TableCell>
        <CostPerUnitBadge costPerUnit={f.costPerUnit} />
      </TableCell>
      <TableCell className="tabular-nums">{formatPercent(f.targetMargin, 0)}</TableCell>
    </TableRow>
  );
}

/** "Formulation Cost Breakdown": every formulation's costs, a page at a time, sorted on the server. */
export function CostBreakdownTable({
  formulations,
  total,
  isLoading,
  isError,
  sort,
  onSort,
  offset,
  onOffset,
}: {
  formulations: Formulation[] | undefined;
  total: number;
  isLoading: boolean;
  isError: boolean;
  sort: CostSort;
  onSort: (column: CostSortColumn) => void;
  offset: number;
  onOffset: (offset: number) => void;
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
                {COLUMNS.map((column) =>
                  column.sort ? (
                    <SortableHead
                      key={column.label}
                      column={column.sort}
                      label={column.label}
                      sort={sort}
                      onSort={onSort}
                    />
                  ) : (
                    <TableHead key={column.label}>{column.label}</TableHead>
                  ),
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {isLoading
                ? [0, 1, 2, 3, 4].map((i) => (
                    <TableRow key={i} data-testid="cost-placeholder">
                      {COLUMNS.map((column) => (
                        <TableCell key={column.label}>
                          <Skeleton className="h-4 w-16" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : rows.map((f) => <CostRow key={f.id} formulation={f} />)}
            </TableBody>
          </Table>
        )}
        {!isError && total > COST_PAGE_SIZE && (
          <div className="mt-4">
            <Pagination
              offset={offset}
              count={rows.length}
              total={total}
              pageSize={COST_PAGE_SIZE}
              onOffset={onOffset}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
