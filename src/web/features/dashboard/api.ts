import { useQueries, useQuery } from '@tanstack/react-query';
import type { ComplianceIssue } from '../../../domain/compliance/issue-schema.ts';
import type { DashboardStats } from '../../../domain/dashboard/stats.ts';
import type { Formulation } from '../../../domain/formulation/formulation.ts';
import { ACTIVE_STATUSES } from '../../../domain/formulation/statuses.ts';
import type { Supplier } from '../../../domain/supplier/supplier-schema.ts';
import { dashboardKeys } from './keys.ts';

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
