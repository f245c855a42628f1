import { AlertTriangle } from 'lucide-react';
import { formatBytes, formatUptime } from '../../../../domain/settings/admin-stats.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useAdminStats } from '../api/stats.ts';
import { placeholderKeys } from '../lib/placeholders.ts';

/** The system statistics card (docs/product-rules.md, "The web app"): live figures, or the docs/product-rules.md, "The web app"'s message when they fail to load. */
export function SystemStatsCard() {
  const { data: stats, isLoading, isError } = useAdminStats();
  const rows: [string, string][] = stats
    ? [
        ['Total Users', formatNumber(stats.totalUsers)],
        ['Active Users (30 days)', formatNumber(stats.activeUsers)],
        ['Total Formulations', formatNumber(stats.totalFormulations)],
        ['Pending Compliance Issues', formatNumber(stats.pendingIssues)],
        ['System Uptime', formatUptime(stats.systemUptime)],
        ['Database Size', formatBytes(stats.databaseSize)],
        ['Last Backup', formatDateTime(stats.lastBackup, 'Never')],
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>System Statistics</CardTitle>
        <CardDescription>Live figures from the database and the server.</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p role="alert" className="flex items-center gap-2 text-error-ink text-sm">
            <AlertTriangle className="size-4" aria-hidden="true" />
            Unable to load system statistics
          </p>
        ) : isLoading ? (
          <div aria-busy="true" className="space-y-3">
            {placeholderKeys(7).map((key) => (
              <Skeleton key={key} className="h-5 w-full" />
            ))}
          </div>
        ) : (
          <dl className="divide-y text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="flex flex-wrap items-center justify-between gap-x-4 py-2">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-right font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
