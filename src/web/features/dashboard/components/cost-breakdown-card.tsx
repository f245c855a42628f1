import { Calculator } from 'lucide-react';
import { Link } from 'wouter';
import { exactMean } from '../../../../domain/common/exact-mean.ts';
import { newestFirst } from '../../../../domain/dashboard/tones.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useActiveFormulationLists, useDashboardStats } from '../api/index.ts';
import { DASHBOARD_LIMITS } from '../api/keys.ts';
import { formatQuantity } from '../lib/format-quantity.ts';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-muted p-3" role="group" aria-label={label}>
      <p className="text-muted-foreground text-sm">{label}</p>
      {/* A figure never breaks across lines: the tiles stack before a value would have to wrap. */}
      <p
        className="mt-1 whitespace-nowrap font-bold text-foreground text-xl tabular-nums"
        data-testid="tile-value"
      >
        {value}
      </p>
    </div>
  );
}

const PLACEHOLDERS = Array.from({ length: DASHBOARD_LIMITS.activeFormulations }, (_, i) => i);

function ActiveFormulationsList({
  lists,
  isLoading,
  total,
}: ReturnType<typeof useActiveFormulationLists> & { total: number }) {
  const active = newestFirst(lists, DASHBOARD_LIMITS.activeFormulations);
  // The list shows the newest few; the rest are counted so nobody mistakes it for all of them.
  const more = Math.max(0, total - active.length);
  return (
    <section aria-labelledby="active-formulations-title" className="space-y-2">
      <h3 id="active-formulations-title" className="font-medium text-foreground text-sm">
        Active Formulations
      </h3>
      {isLoading ? (
        // Rows of the loaded list's height, as many as it shows: the page below does not move when it fills.
        <ul aria-busy="true" className="divide-y rounded-lg border">
          {PLACEHOLDERS.map((i) => (
            <li key={i} className="space-y-0 px-3 py-2">
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-4 w-20" />
            </li>
          ))}
        </ul>
      ) : active.length === 0 ? (
        <p className="text-muted-foreground text-sm">No formulations in development or testing.</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {active.map((f) => (
            <li key={f.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium text-foreground text-sm" data-testid="active-name">
                  {f.name}
                </p>
                <p className="text-muted-foreground text-xs">{formatQuantity(f.unitSize)} oz units</p>
              </div>
              <p className="font-semibold text-foreground text-sm tabular-nums">
                {formatMoney(f.costPerUnit, 2)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {!isLoading && more > 0 && (
        <p className="text-muted-foreground text-sm" data-testid="active-more">
          and {more} more in development or testing ·{' '}
          <Link
            href={paths.formulations}
            className="font-medium text-primary-ink underline-offset-4 hover:underline"
          >
            View all formulations
          </Link>
        </p>
      )}
    </section>
  );
}

/** "Cost Breakdown Analysis": the cost summary (docs/product-rules.md, "The web app"), from the dashboard aggregate. */
export function CostBreakdownCard() {
  const { data: stats, isLoading } = useDashboardStats();
  // Fetched alongside the stats rather than after them, so the list does not wait for the tiles.
  const activeLists = useActiveFormulationLists();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cost Breakdown Analysis</CardTitle>
        <CardDescription>Batch and unit costs across your formulations</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isLoading || !stats ? (
          <>
            {/* The loaded layout's shapes: the tiles wrap the same way, the highest-cost note takes three lines. */}
            <div
              aria-busy="true"
              className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,12rem),1fr))] gap-3"
            >
              <Skeleton className="h-19" />
              <Skeleton className="h-19" />
            </div>
            <ActiveFormulationsList lists={[]} isLoading isError={false} total={0} />
            <Skeleton className="h-19" />
          </>
        ) : stats.totalFormulations === 0 ? (
          <EmptyState
            className="py-8"
            icon={<Calculator />}
            title="No Formulations Yet"
            description="Create your first formulation to see its cost breakdown here."
          />
        ) : (
          <>
            <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,12rem),1fr))] gap-3">
              <Tile label="Total Batch Costs" value={formatMoney(stats.totalBatchCost, 2)} />
              <Tile
                label="Avg Cost/Unit"
                value={formatMoney(exactMean(stats.sumCostPerUnit, stats.totalFormulations, 2), 2)}
              />
            </div>
            <ActiveFormulationsList {...activeLists} total={stats.activeFormulations} />
            {stats.highestCost && (
              <p className="rounded-lg bg-warning-subtle px-3 py-2 text-foreground text-sm">
                Highest Cost: <span className="font-semibold">{stats.highestCost.name}</span> at{' '}
                <span className="font-semibold">{formatMoney(stats.highestCost.costPerUnit, 2)}</span> per
                unit
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
