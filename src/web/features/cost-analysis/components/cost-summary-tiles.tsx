import { Calculator, DollarSign, FlaskConical, type LucideIcon, TrendingUp } from 'lucide-react';
import { exactMean } from '../../../../domain/common/exact-mean.ts';
import type { DashboardStats } from '../../../../domain/dashboard/stats.ts';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

function Tile({
  label,
  value,
  detail,
  icon: Icon,
}: {
  label: string;
  value: string;
  detail?: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="gap-2 py-5" role="group" aria-label={label}>
      <CardContent className="space-y-2 px-5">
        <div className="flex items-center justify-between gap-2">
          <p className="text-muted-foreground text-sm">{label}</p>
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-subtle text-primary-ink">
            <Icon className="size-4" aria-hidden="true" />
          </span>
        </div>
        <p className="break-words font-bold text-2xl text-foreground tabular-nums" data-testid="tile-value">
          {value}
        </p>
        {detail && <p className="break-words text-muted-foreground text-sm">{detail}</p>}
      </CardContent>
    </Card>
  );
}

/**
 * The four summary tiles (docs/product-rules.md, "The web app"), from the SQL aggregates; the average is
 * rounded once, from the exact sum, to the cent it is shown at.
 */
export function CostSummaryTiles({
  stats,
  isError,
}: {
  stats: DashboardStats | undefined;
  isError: boolean;
}) {
  if (isError) {
    return (
      <p role="alert" className="text-error-ink text-sm">
        Unable to load the cost summary.
      </p>
    );
  }
  if (!stats) {
    return (
      <section
        aria-label="Cost summary"
        aria-busy="true"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="py-5">
            <CardContent className="space-y-3 px-5">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-7 w-24" />
            </CardContent>
          </Card>
        ))}
      </section>
    );
  }
  return (
    <section aria-label="Cost summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Tile label="Total Formulations" value={formatNumber(stats.totalFormulations)} icon={FlaskConical} />
      <Tile
        label="Average Cost/Unit"
        value={formatMoney(exactMean(stats.sumCostPerUnit, stats.totalFormulations, 2), 2)}
        icon={Calculator}
      />
      <Tile label="Total Batch Cost" value={formatMoney(stats.totalBatchCost, 2)} icon={DollarSign} />
      <Tile
        label="Highest Cost/Unit"
        value={formatMoney(stats.highestCost?.costPerUnit ?? 0, 2)}
        detail={stats.highestCost?.name}
        icon={TrendingUp}
      />
    </section>
  );
}
