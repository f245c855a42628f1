import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useDashboardStats } from '../api/index.ts';

function SummaryItem({
  label,
  value,
  detail,
}: {
  label: string;
  /** Undefined while loading. */
  value: string | undefined;
  detail?: string;
}) {
  return (
    <div className="min-w-0" role="group" aria-label={label}>
      <p className="text-muted-foreground text-sm">{label}</p>
      {value === undefined ? (
        <Skeleton className="my-0.5 h-6 w-20" />
      ) : (
        <p className="font-semibold text-foreground text-lg tabular-nums" data-testid="summary-value">
          {value}
        </p>
      )}
      <p className="min-h-5 truncate text-muted-foreground text-sm">{detail}</p>
    </div>
  );
}

/** The summary block above "Current Formulations": portfolio totals from the same aggregate as the stats. */
export function PortfolioSummary() {
  const { data: stats, isLoading } = useDashboardStats();
  return (
    <section
      aria-label="Portfolio summary"
      aria-busy={isLoading || undefined}
      className="rounded-lg border bg-surface px-6 py-4 shadow-xs"
    >
      {/* The same three items while loading, each with room for its detail line: nothing moves when they fill. */}
      <div className="grid gap-4 sm:grid-cols-3">
        <SummaryItem label="Total Formulations" value={stats && formatNumber(stats.totalFormulations)} />
        <SummaryItem label="Total Batch Cost" value={stats && formatMoney(stats.totalBatchCost, 2)} />
        <SummaryItem
          label="Highest Cost per Unit"
          value={stats && (stats.highestCost ? formatMoney(stats.highestCost.costPerUnit, 2) : 'None yet')}
          detail={stats?.highestCost?.name}
        />
      </div>
    </section>
  );
}
