import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../domain/settings/admin-stats.ts';

export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;

/** The admin dashboard's system statistics (GET /api/admin/stats). */
export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: ADMIN_STATS_KEY });
}

/** GET /readyz: whether the server reaches its database, for the "System Healthy" badge. */
export function useReadiness() {
  return useQuery<{ status: string; database: string }>({ queryKey: ['/readyz'] });
}
