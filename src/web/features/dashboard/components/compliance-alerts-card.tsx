import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ComplianceIssue } from '../../../../domain/compliance/issue-schema.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useComplianceAlerts } from '../api/index.ts';
import { DASHBOARD_LIMITS } from '../api/keys.ts';

/**
 * "Compliance Alerts": the first three open issues, or "No compliance issues found". The page passes the
 * compliance feature's compact alert card as `renderAlert` (features never import each other).
 */
export function ComplianceAlertsCard({
  renderAlert,
}: {
  renderAlert: (alert: ComplianceIssue) => ReactNode;
}) {
  const { data, isLoading, isError } = useComplianceAlerts();
  const alerts = (data ?? []).slice(0, DASHBOARD_LIMITS.alerts);
  return (
    <Card aria-labelledby="compliance-alerts-title" role="region">
      <CardHeader>
        <CardTitle id="compliance-alerts-title">Compliance Alerts</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div aria-busy="true" className="grid gap-3 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        ) : isError ? (
          <p role="alert" className="text-error-ink text-sm">
            Unable to load compliance alerts.
          </p>
        ) : alerts.length === 0 ? (
          <EmptyState className="py-6" icon={<ShieldCheck />} title="No compliance issues found" />
        ) : (
          <ul className="grid gap-3 lg:grid-cols-3" aria-label="Open compliance alerts">
            {alerts.map((alert) => (
              <li key={alert.id} data-testid="compliance-alert">
                {renderAlert(alert)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
