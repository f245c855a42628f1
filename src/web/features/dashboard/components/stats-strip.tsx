import {
  DollarSign,
  FlaskConical,
  type LucideIcon,
  ShieldAlert,
  Sparkles,
  TriangleAlert,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { exactMean } from '../../../../domain/common/exact-mean.ts';
import { marketCountsText } from '../../../../domain/dashboard/market-counts.ts';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useDashboardStats } from '../api/index.ts';

function StatCard({
  label,
  value,
  icon: Icon,
  iconClassName,
  note,
}: {
  label: string;
  /** Undefined while the figures load: the card keeps its final size, so nothing below it moves. */
  value: string | undefined;
  icon: LucideIcon;
  iconClassName: string;
  note?: ReactNode;
}) {
  return (
    <Card className="gap-2 py-5" role="group" aria-label={label}>
      <CardContent className="space-y-2 px-5">
        <div className="flex items-center justify-between gap-2">
          <p className="text-muted-foreground text-sm">{label}</p>
          <span className={`flex size-8 shrink-0 items-center justify-center rounded-lg ${iconClassName}`}>
            <Icon className="size-4" aria-hidden="true" />
          </span>
        </div>
        {value === undefined ? (
          <Skeleton className="h-8 w-20" data-testid="stat-placeholder" />
        ) : (
          <p className="break-words font-bold text-2xl text-foreground tabular-nums" data-testid="stat-value">
            {value}
          </p>
        )}
        {/* Room for a note on every card: a note arriving with the figures would push the page down. */}
        <div className="min-h-5">{note}</div>
      </CardContent>
    </Card>
  );
}

/** The four dashboard figures (docs/product-rules.md, "The web app"), straight from GET /api/dashboard/stats. */
export function StatsStrip() {
  const { data: stats, isLoading, isError } = useDashboardStats();

  if (isError || (!isLoading && !stats)) {
    return (
      <p role="alert" className="rounded-lg border bg-surface p-4 text-error-ink text-sm">
        Unable to load the dashboard figures.
      </p>
    );
  }

  return (
    <section
      aria-label="Key figures"
      aria-busy={isLoading || undefined}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <StatCard
        label="Active Formulations"
        value={stats && formatNumber(stats.activeFormulations)}
        icon={FlaskConical}
        iconClassName="bg-primary-subtle text-primary-ink"
      />
      <StatCard
        label="Avg Cost per Unit"
        value={stats && formatMoney(exactMean(stats.sumCostPerUnit, stats.totalFormulations, 2), 2)}
        icon={DollarSign}
        iconClassName="bg-success-subtle text-success-ink"
      />
      <StatCard
        label="AI Ideas Generated"
        value={stats && formatNumber(stats.aiIdeasGenerated)}
        icon={Sparkles}
        iconClassName="bg-accent-subtle text-accent-ink"
      />
      <StatCard
        label="Compliance Issues"
        value={stats && formatNumber(stats.complianceIssues)}
        icon={ShieldAlert}
        iconClassName="bg-warning-subtle text-warning-ink"
        note={
          stats && stats.complianceIssues > 0 ? (
            <p className="flex items-center gap-1 font-medium text-sm text-warning-ink">
              <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
              Needs attention
              <span className="truncate font-normal text-muted-foreground" data-testid="issues-by-market">
                · {marketCountsText(stats.complianceIssuesByMarket)}
              </span>
            </p>
          ) : undefined
        }
      />
    </section>
  );
}
