import { FlaskConical } from 'lucide-react';
import { costPerUnitLevel, formulationStatusTone } from '../../../../domain/dashboard/tones.ts';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import { statusLabel } from '../../../../domain/formulation/statuses.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { COST_PAGE_SIZE, type CostSort, type CostSortColumn } from '../api/index.ts';
import { formatQuantity } from '../lib/format-quantity.ts';

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

/** The columns in order; those with a sort key sort the table on the server. */
const COLUMNS: DataColumn<Formulation, CostSortColumn>[] = [
  {
    id: 'name',
    header: 'Formulation',
    sort: 'name',
    cellClassName: 'min-w-40 whitespace-normal',
    cell: (f) => (
      <>
        <p className="font-medium text-foreground">{f.name}</p>
        <p className="text-muted-foreground text-xs">Version {f.version}</p>
      </>
    ),
  },
  { id: 'productType', header: 'Product Type', cell: (f) => statusLabel(f.productType) },
  {
    id: 'status',
    header: 'Status',
    sort: 'status',
    cell: (f) => <Badge variant={formulationStatusTone(f.status)}>{statusLabel(f.status)}</Badge>,
  },
  {
    id: 'batchSize',
    header: 'Batch Size',
    cellClassName: 'tabular-nums',
    cell: (f) => `${formatQuantity(f.batchSize)} oz`,
  },
  {
    id: 'totalCost',
    header: 'Total Cost',
    cellClassName: 'tabular-nums',
    cell: (f) => formatMoney(f.totalCost, 2),
  },
  {
    id: 'unitSize',
    header: 'Unit Size (oz)',
    cellClassName: 'tabular-nums',
    cell: (f) => formatQuantity(f.unitSize),
  },
  {
    id: 'costPerUnit',
    header: 'Cost/Unit',
    sort: 'costPerUnit',
    cell: (f) => <CostPerUnitBadge costPerUnit={f.costPerUnit} />,
  },
  {
    id: 'margin',
    header: 'Margin %',
    cellClassName: 'tabular-nums',
    cell: (f) => formatPercent(f.targetMargin, 0),
  },
];

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
          <DataTable
            aria-labelledby="cost-breakdown-title"
            rows={isLoading ? undefined : rows}
            columns={COLUMNS}
            rowKey={(f) => f.id}
            sort={sort}
            onSort={onSort}
            cellSkeleton="h-4 w-16"
            tintHeaderOnHover
          />
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
