import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  NUMERIC_PARAMETERS,
  PARAMETER_LABELS,
  PARAMETER_UNITS,
} from '../../../../domain/formulation/specification.ts';
import type { StabilityStudyDetail } from '../../../../domain/lab/stability-schema.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

// One colour per condition, in the order the study lists them; the legend names each.
const COLORS = ['#2563eb', '#dc2626', '#16a34a', '#ca8a04', '#7c3aed', '#0891b2', '#db2777', '#4b5563'];
const AXIS = { fontSize: 12, fill: 'var(--color-muted-foreground)' };
const TOOLTIP_STYLE = {
  backgroundColor: 'var(--color-surface)',
  border: '1px solid var(--color-border)',
  color: 'var(--color-foreground)',
};
const legendText = (value: string) => <span style={{ color: 'var(--color-foreground)' }}>{value}</span>;

/**
 * Each measured parameter over the study's time points, a line per storage condition, with the specification's
 * bounds drawn across (Recharts, loaded with the study only). The figures are also listed as text for screen
 * readers; the drawing is hidden from them.
 */
export function StabilityCharts({ study }: { study: StabilityStudyDetail }) {
  const charts = NUMERIC_PARAMETERS.map((parameter) => {
    const rows = study.timepoints.map((timepoint) => {
      const row: Record<string, string | number | null> = { timepoint };
      for (const condition of study.conditions) {
        const value = study.cells.find((c) => c.condition === condition && c.timepoint === timepoint)
          ?.measurements?.[parameter];
        row[condition] = value == null ? null : Number(value);
      }
      return row;
    });
    const measured = rows.some((row) => study.conditions.some((condition) => row[condition] !== null));
    return { parameter, rows, measured };
  }).filter((chart) => chart.measured);

  if (charts.length === 0)
    return <p className="text-muted-foreground text-sm">The charts appear once a time point has results.</p>;

  return (
    <div className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
      {charts.map(({ parameter, rows }) => {
        const unit = PARAMETER_UNITS[parameter];
        const title = `${PARAMETER_LABELS[parameter]}${unit ? ` (${unit})` : ''}`;
        const range = study.specification?.[parameter];
        return (
          <Card key={parameter}>
            <CardHeader>
              <CardTitle as="h4">{title}</CardTitle>
              <CardDescription>Over the time points, per condition</CardDescription>
            </CardHeader>
            <CardContent>
              <figure aria-label={`${title} over time`} data-testid="stability-chart">
                <div className="h-56 w-full" aria-hidden="true">
                  <ResponsiveContainer width="100%" height="100%">
                    <LineChart data={rows} accessibilityLayer={false}>
                      <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
                      <XAxis dataKey="timepoint" tick={AXIS} />
                      <YAxis tick={AXIS} width={56} domain={['auto', 'auto']} />
                      <Tooltip contentStyle={TOOLTIP_STYLE} />
                      <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
                      {range?.min && (
                        <ReferenceLine y={Number(range.min)} stroke="#6b7280" strokeDasharray="4 4" />
                      )}
                      {range?.max && (
                        <ReferenceLine y={Number(range.max)} stroke="#6b7280" strokeDasharray="4 4" />
                      )}
                      {study.conditions.map((condition, index) => (
                        <Line
                          key={condition}
                          type="monotone"
                          dataKey={condition}
                          stroke={COLORS[index % COLORS.length]}
                          connectNulls
                          isAnimationActive={false}
                        />
                      ))}
                    </LineChart>
                  </ResponsiveContainer>
                </div>
                <figcaption className="sr-only">
                  <ul>
                    {study.conditions.map((condition) => (
                      <li key={condition}>
                        {condition}:{' '}
                        {rows
                          .filter((row) => row[condition] !== null)
                          .map((row) => `${row.timepoint} ${row[condition]}`)
                          .join(', ') || 'no results yet'}
                      </li>
                    ))}
                  </ul>
                </figcaption>
              </figure>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
