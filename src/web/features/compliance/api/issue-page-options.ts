import { queryOptions } from '@tanstack/react-query';
import type { IssueStatus, Severity } from '../../../../domain/compliance/constants.ts';
import type { ComplianceIssue } from '../../../../domain/compliance/issue-schema.ts';
import { fetchPage } from '../../../lib/fetch-page.ts';
import { ISSUES_KEY } from './keys.ts';

/** Alert cards per page: automated checks open one alert per violation, so an installation gathers thousands. */
export const ISSUES_PAGE_SIZE = 25;

// Apart from get-issues.ts: the route loader (in the entry chunk) needs these options, not the hook.

export interface IssueFilter {
  status?: IssueStatus;
  severity?: Severity;
}

export interface IssuePageParams extends IssueFilter {
  limit: number;
  offset: number;
}

/**
 * GET /api/compliance/issues?limit=&offset=&status=&severity=: one page, newest first, filtered on the server.
 * The route loader starts the first page (app/route-loaders.ts); the live feed reloads it by the key's path.
 */
export function issuePageOptions(params: IssuePageParams) {
  return queryOptions({
    queryKey: [...ISSUES_KEY, params],
    queryFn: ({ queryKey, signal }) => fetchPage<ComplianceIssue>(queryKey, signal),
  });
}
