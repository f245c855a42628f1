import { Calculator, DollarSign, FlaskConical, type LucideIcon, TrendingUp } from 'lucide-react';
import { costSummary } from '../../../../domain/formulation/cost-summary.ts';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
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
        {detail && <p className="truncate text-muted-foreground text-sm">{detail}</p>}
      </CardContent>
    </Card>
  );
}

/** The four summary tiles (spec §9 cost summary over the listed formulations). */
export function CostSummaryTiles({
  formulations,
  isLoading,
}: {
  formulations: Formulation[] | undefined;
  isLoading: boolean;
}) {
  if (isLoading || !formulations) {
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
  const summary = costSummary(formulations);
  return (
    <section aria-label="Cost summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Tile label="Total Formulations" value={formatNumber(summary.count)} icon={FlaskConical} />
      <Tile label="Average Cost/Unit" value={formatMoney(summary.avgCostPerUnit, 2)} icon={Calculator} />
      <Tile label="Total Batch Cost" value={formatMoney(summary.totalBatchCost, 2)} icon={DollarSign} />
      <Tile
        label="Highest Cost/Unit"
        value={formatMoney(summary.highest?.costPerUnit ?? 0, 2)}
        detail={summary.highest?.name}
        icon={TrendingUp}
      />
    </section>
  );
}
