import type { ReactElement } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsReport } from '../../../../domain/analytics/report.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';

// The formulations page's status colours (docs/product-rules.md, "The web app"), plus red for rejected.
const STATUS_COLORS: Record<string, string> = {
  draft: '#6b7280',
  in_development: '#3b82f6',
  testing: '#ca8a04',
  compliance_review: '#8b5cf6',
  approved: '#16a34a',
  rejected: '#dc2626',
};
const AXIS = { fontSize: 12, fill: 'var(--color-muted-foreground)' };
// Legend text in the text colour: the swatch carries the series colour.
const legendText = (value: string) => <span style={{ color: 'var(--color-foreground)' }}>{value}</span>;
const TOOLTIP_STYLE = {
  backgroundColor: 'var(--color-surface)',
  border: '1px solid var(--color-border)',
  color: 'var(--color-foreground)',
};

/** A chart card; the figures are also listed as text for screen readers (the drawing itself is hidden). */
function ChartCard({
  title,
  description,
  summary,
  children,
}: {
  title: string;
  description: string;
  summary: string[];
  children: ReactElement;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-label={title} data-testid="chart">
          <div className="h-64 w-full" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              {children}
            </ResponsiveContainer>
          </div>
          <figcaption className="sr-only">
            <ul>
              {summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </figcaption>
        </figure>
      </CardContent>
    </Card>
  );
}

/** The three charts of the analytics screen (Recharts, loaded with this page only). */
export function AnalyticsCharts({ report, periodLabel }: { report: AnalyticsReport; periodLabel: string }) {
  const period = periodLabel.toLowerCase();
  const statuses = report.statusDistribution
    .filter((row) => row.count > 0)
    .map((row) => ({ ...row, name: `${row.label} (${row.count})` }));
  const costs = report.costByProductType.map((row) => ({ ...row, value: Number(row.averageCostPerUnit) }));
  return (
    <div className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
      <ChartCard
        title="Status Distribution"
        description={`Formulations created in the ${period}, by status`}
        summary={statuses.map((row) => `${row.label}: ${row.count}`)}
      >
        <PieChart accessibilityLayer={false}>
          <Pie
            data={statuses}
            dataKey="count"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            rootTabIndex={-1}
            isAnimationActive={false}
          >
            {statuses.map((row) => (
              <Cell key={row.status} fill={STATUS_COLORS[row.status] ?? '#6b7280'} />
            ))}
          </Pie>
          <Tooltip contentStyle={TOOLTIP_STYLE} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
        </PieChart>
      </ChartCard>
      <ChartCard
        title="Cost per Unit by Product Type"
        description={`Mean cost per unit (USD) of the formulations created in the ${period}`}
        summary={costs.map((row) => `${row.label}: ${formatMoney(row.averageCostPerUnit, 2)}`)}
      >
        <BarChart data={costs} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={AXIS} interval={0} angle={-30} textAnchor="end" height={50} />
          <YAxis tick={AXIS} tickFormatter={(value: number) => `$${value}`} width={48} />
          <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(value) => formatMoney(Number(value), 2)} />
          <Bar dataKey="value" name="Cost/Unit" fill="var(--color-primary)" isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="New and Approved per Month"
        description={`Formulations created and approved, month by month, in the ${period}`}
        summary={report.monthly.map(
          (row) => `${row.label}: ${row.newFormulations} new, ${row.approved} approved`,
        )}
      >
        <BarChart data={report.monthly} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={AXIS} />
          <YAxis tick={AXIS} allowDecimals={false} width={32} />
          <Tooltip contentStyle={TOOLTIP_STYLE} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
          <Bar dataKey="newFormulations" name="New" fill="var(--color-primary)" isAnimationActive={false} />
          <Bar dataKey="approved" name="Approved" fill="var(--color-success)" isAnimationActive={false} />
        </BarChart>
      </ChartCard>
    </div>
  );
}
