import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatLabel } from '../../../lib/format.ts';
import { useFeatureUsage } from '../api/usage.ts';

/** Screens used most over the last 30 days, counted only for users who allow usage analytics (ADR 065). */
export function MostUsedFeaturesCard() {
  const { data, isLoading, isError } = useFeatureUsage();
  const top = data?.features[0]?.uses ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Most used features</CardTitle>
        <CardDescription>
          Uses in the last {data?.days ?? 30} days, by users who allow usage analytics.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : isError ? (
          <p className="text-muted-foreground text-sm">Unable to load usage.</p>
        ) : !data?.features.length ? (
          <p className="text-muted-foreground text-sm">No usage counted yet.</p>
        ) : (
          <ol className="space-y-2">
            {data.features.map((item) => (
              <li key={item.feature} className="space-y-1">
                <div className="flex justify-between text-sm">
                  <span>{formatLabel(item.feature.replaceAll('-', '_'))}</span>
                  <span className="tabular-nums">{item.uses}</span>
                </div>
                <div className="h-2 rounded bg-muted" aria-hidden="true">
                  <div className="h-2 rounded bg-primary" style={{ width: `${(item.uses / top) * 100}%` }} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
