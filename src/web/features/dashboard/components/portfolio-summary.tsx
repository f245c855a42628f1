import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useDashboardStats } from '../api.ts';

function SummaryItem({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="min-w-0" role="group" aria-label={label}>
      <p className="text-muted-foreground text-sm">{label}</p>
      <p className="font-semibold text-foreground text-lg tabular-nums" data-testid="summary-value">
        {value}
      </p>
      {detail && <p className="truncate text-muted-foreground text-sm">{detail}</p>}
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
      {isLoading || !stats ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-6 w-20" />
            </div>
          ))}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <SummaryItem label="Total Formulations" value={formatNumber(stats.totalFormulations)} />
          <SummaryItem label="Total Batch Cost" value={formatMoney(stats.totalBatchCost, 2)} />
          <SummaryItem
            label="Highest Cost per Unit"
            value={stats.highestCost ? formatMoney(stats.highestCost.costPerUnit, 2) : 'None yet'}
            detail={stats.highestCost?.name}
          />
        </div>
      )}
    </section>
  );
}
