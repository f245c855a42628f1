import { Activity, Clock, FolderKanban, PiggyBank } from 'lucide-react';
import type { AnalyticsReport } from '../../../../domain/analytics/report.ts';
import { StatCard, StatCardSkeleton } from '../../../components/ui/stat-card.tsx';
import { formatMoney } from '../../../lib/format.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The four cards of the chosen period and product type; each says what of the period it counts. */
export function AnalyticsCards({
  cards,
  periodLabel,
}: {
  cards: AnalyticsReport['cards'] | undefined;
  /** "Last 6 months" */
  periodLabel: string;
}) {
  const period = periodLabel.toLowerCase();
  if (!cards) {
    return (
      <section aria-label="Key figures" aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <StatCardSkeleton key={i} />
        ))}
      </section>
    );
  }
  return (
    <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        iconClassName="bg-primary-subtle text-primary-ink"
        label="Total Projects"
        icon={FolderKanban}
        value={String(cards.totalProjects)}
        detail={`Formulations created in the ${period}`}
      />
      <StatCard
        iconClassName="bg-primary-subtle text-primary-ink"
        label="Active Projects"
        icon={Activity}
        value={String(cards.activeProjects)}
        detail={`Of those, in development or testing now`}
      />
      <StatCard
        iconClassName="bg-primary-subtle text-primary-ink"
        label="Cost Savings"
        icon={PiggyBank}
        value={formatMoney(cards.costSavings.amount, 2)}
        detail={`Per batch, first vs latest version of ${plural(cards.costSavings.products, 'product')} revised in the ${period}`}
      />
      <StatCard
        iconClassName="bg-primary-subtle text-primary-ink"
        label="Avg Development Time"
        icon={Clock}
        value={
          cards.averageDevelopmentMonths === null ? 'No data yet' : `${cards.averageDevelopmentMonths} months`
        }
        detail={`Draft to approval, ${plural(cards.approvedProjects, 'formulation')} approved in the ${period}`}
      />
    </section>
  );
}
