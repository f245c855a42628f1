import { useQuery } from '@tanstack/react-query';
import type { FeatureUsage } from '../../../../domain/analytics/feature-usage.ts';

/** GET /api/admin/usage: the dashboard's "Most used features" (ADR 065). */
export function useFeatureUsage() {
  return useQuery<FeatureUsage>({ queryKey: ['/api/admin/usage'] });
}
