import { useQuery } from '@tanstack/react-query';
import type { IssueStatus, Severity } from '../../../domain/compliance/constants.ts';

/** An open compliance issue as `GET /api/compliance/issues/open` lists it. */
export interface ComplianceAlert {
  id: string;
  title: string;
  severity: Severity;
  status: IssueStatus;
  createdAt: string;
  dueDate: string | null;
}

export const OPEN_ALERTS_KEY = ['/api/compliance/issues/open'] as const;

/** The header's alerts; the event stream invalidates OPEN_ALERTS_KEY when an issue changes. */
export function useOpenComplianceAlerts() {
  return useQuery<ComplianceAlert[]>({ queryKey: OPEN_ALERTS_KEY });
}
