import { useQuery } from '@tanstack/react-query';
import type { IssueStatus, Severity } from '../../../../domain/compliance/constants.ts';
import type { ComplianceIssue } from '../../../../domain/compliance/issue-schema.ts';
import { ISSUES_KEY } from './keys.ts';

export interface IssueFilter {
  status?: IssueStatus;
  severity?: Severity;
}

/** GET /api/compliance/issues?status=&severity=: newest first, filtered on the server. */
export function useIssues(filter: IssueFilter) {
  return useQuery<ComplianceIssue[]>({ queryKey: [...ISSUES_KEY, { ...filter }] });
}
