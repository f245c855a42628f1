import { useQueries, useQuery } from '@tanstack/react-query';
import type { ComplianceIssue } from '../../../domain/compliance/issue-schema.ts';
import type { DashboardStats } from '../../../domain/dashboard/stats.ts';
import { ACTIVE_STATUSES } from '../../../domain/formulation/constants.ts';
import type { Formulation } from '../../../domain/formulation/formulation.ts';
import type { Supplier } from '../../../domain/supplier/supplier-schema.ts';

/** Spec part 1 §9: the dashboard shows 5 formulations, 3 suppliers and 3 alerts. */
export const DASHBOARD_LIMITS = { formulations: 5, activeFormulations: 5, suppliers: 3, alerts: 3 } as const;

// Keys are API paths (the event stream invalidates by the first segment); the trailing object is the query
// string, so the server sends only the rows the cards show, never the whole table.
export const dashboardKeys = {
  stats: ['/api/dashboard/stats'],
  formulations: ['/api/formulations', { limit: DASHBOARD_LIMITS.formulations }],
  activeFormulations: (status: string) => [
    '/api/formulations',
    { status, limit: DASHBOARD_LIMITS.activeFormulations },
  ],
  suppliers: ['/api/suppliers', { limit: DASHBOARD_LIMITS.suppliers }],
  alerts: ['/api/compliance/issues/open', { limit: DASHBOARD_LIMITS.alerts }],
} as const;

export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: dashboardKeys.stats });
}

/** The newest formulations, for "Current Formulations". */
export function useCurrentFormulations() {
  return useQuery<Formulation[]>({ queryKey: dashboardKeys.formulations });
}

/** The newest formulations of each active status (in development, testing), one list per status. */
export function useActiveFormulationLists() {
  return useQueries({
    queries: ACTIVE_STATUSES.map((status) => ({ queryKey: dashboardKeys.activeFormulations(status) })),
    combine: (results) => ({
      lists: results.map((result) => (result.data ?? []) as Formulation[]),
      isLoading: results.some((result) => result.isLoading),
      isError: results.some((result) => result.isError),
    }),
  });
}

export function useTopSuppliers() {
  return useQuery<Supplier[]>({ queryKey: dashboardKeys.suppliers });
}

export function useComplianceAlerts() {
  return useQuery<ComplianceIssue[]>({ queryKey: dashboardKeys.alerts });
}
