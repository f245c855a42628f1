import { useQuery } from '@tanstack/react-query';
import type { ComplianceIssue } from '../../../../domain/compliance/issue-schema.ts';
import type { DashboardStats } from '../../../../domain/dashboard/stats.ts';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import { ACTIVE_STATUSES } from '../../../../domain/formulation/statuses.ts';
import type { Supplier } from '../../../../domain/supplier/supplier-schema.ts';
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
  // Two plain queries rather than useQueries: the statuses are a fixed pair (the type fails here should one be
  // added), and useQueries' observer was ~2 KB gzipped of the dashboard's first download (docs/product-rules.md, "Budgets").
  const [developing, testing]: readonly [string, string] = ACTIVE_STATUSES;
  const first = useQuery<Formulation[]>({ queryKey: dashboardKeys.activeFormulations(developing) });
  const second = useQuery<Formulation[]>({ queryKey: dashboardKeys.activeFormulations(testing) });
  return {
    lists: [first.data ?? [], second.data ?? []],
    isLoading: first.isLoading || second.isLoading,
    isError: first.isError || second.isError,
  };
}

export function useTopSuppliers() {
  return useQuery<Supplier[]>({ queryKey: dashboardKeys.suppliers });
}

export function useComplianceAlerts() {
  return useQuery<ComplianceIssue[]>({ queryKey: dashboardKeys.alerts });
}
