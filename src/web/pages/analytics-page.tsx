import { lazy, Suspense, useState } from 'react';
import { DEFAULT_ANALYTICS_PERIOD, PERIOD_LABELS } from '../../domain/analytics/periods.ts';
import { Card, CardContent } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { type AnalyticsFilters as Filters, useAnalytics } from '../features/analytics/api/get-analytics.ts';
import { AnalyticsCards } from '../features/analytics/components/analytics-cards.tsx';
import { AnalyticsFilters } from '../features/analytics/components/analytics-filters.tsx';
import { ExportReportButton } from '../features/analytics/components/export-report-button.tsx';
import { MonthlyTable } from '../features/analytics/components/monthly-table.tsx';

// Recharts is the heaviest library on this screen: it loads after the figures, in its own chunk.
const AnalyticsCharts = lazy(async () => ({
  default: (await import('../features/analytics/components/analytics-charts.tsx')).AnalyticsCharts,
}));

function ChartsFallback() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-80 w-full" />
      ))}
    </div>
  );
}

/** The Analytics screen, every figure live from GET /api/analytics (docs/product-rules.md, "Sustainability, analytics, exports"). */
export function AnalyticsPage() {
  const [filters, setFilters] = useState<Filters>({ period: DEFAULT_ANALYTICS_PERIOD, productType: '' });
  const { data, isError } = useAnalytics(filters);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics"
        description="Project throughput, cost savings and development time across the portfolio."
        actions={<ExportReportButton report={data} />}
      />
      <AnalyticsFilters value={filters} onChange={setFilters} />
      {isError ? (
        <Card>
          <CardContent>
            <p role="alert" className="text-error-ink">
              Unable to load analytics
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <AnalyticsCards cards={data?.cards} periodLabel={PERIOD_LABELS[filters.period]} />
          {data ? (
            <>
              <Suspense fallback={<ChartsFallback />}>
                <AnalyticsCharts report={data} periodLabel={PERIOD_LABELS[filters.period]} />
              </Suspense>
              <MonthlyTable monthly={data.monthly} />
            </>
          ) : (
            <ChartsFallback />
          )}
        </>
      )}
    </div>
  );
}
