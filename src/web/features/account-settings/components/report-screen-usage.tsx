import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { apiRequest } from '../../../lib/api.ts';
import { useAccountSettings } from '../api/index.ts';

/** "/formulations/12" -> "formulations", "/" -> "dashboard": the screen a path belongs to. */
export function screenOf(path: string): string {
  const first = path.split('/').filter(Boolean)[0] ?? 'dashboard';
  return (
    first
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '')
      .slice(0, 40) || 'dashboard'
  );
}

/**
 * Usage analytics (ADR 065): each screen the user opens is counted, only when they allowed analytics in their
 * account settings (the server checks again). Failures are ignored: counting never disturbs the user.
 */
export function ReportScreenUsage() {
  const [location] = useLocation();
  const allowed = useAccountSettings().data?.privacy.analytics === true;
  useEffect(() => {
    if (!allowed) return;
    apiRequest('POST', '/api/usage', { feature: screenOf(location) }).catch(() => undefined);
  }, [allowed, location]);
  return null;
}
