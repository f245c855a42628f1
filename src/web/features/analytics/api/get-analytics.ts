import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '../../../../domain/analytics/constants.ts';
import type { AnalyticsReport } from '../../../../domain/analytics/report.ts';

export interface AnalyticsFilters {
  period: AnalyticsPeriod;
  /** '' = every product type. */
  productType: string;
}

/**
 * GET /api/analytics?period=&productType=: the key's trailing object is the query string, and the live event
 * stream reloads every '/api/analytics' key when formulations change.
 */
export function useAnalytics({ period, productType }: AnalyticsFilters) {
  return useQuery<AnalyticsReport>({
    queryKey: ['/api/analytics', { period, productType: productType || undefined }],
    // Keep the previous figures on screen while a new filter loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
