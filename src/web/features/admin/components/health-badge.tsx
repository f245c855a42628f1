import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { useReadiness } from '../api/stats.ts';

/** "System Healthy" while the server reaches its database (GET /readyz); otherwise says what is wrong. */
export function HealthBadge() {
  const { data, isLoading, isError } = useReadiness();
  if (isLoading) {
    return (
      <Badge variant="gray">
        <Loader2 className="animate-spin" aria-hidden="true" />
        Checking system…
      </Badge>
    );
  }
  if (isError || data?.database !== 'ok') {
    return (
      <Badge variant="red">
        <CircleAlert aria-hidden="true" />
        Database unreachable
      </Badge>
    );
  }
  return (
    <Badge variant="green">
      <CheckCircle2 aria-hidden="true" />
      System Healthy
    </Badge>
  );
}
