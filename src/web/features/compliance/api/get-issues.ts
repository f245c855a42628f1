import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type IssuePageParams, issuePageOptions } from './issue-page-options.ts';

/** One page of issues; the previous page stays up while the next one loads. */
export function useIssuePage(params: IssuePageParams) {
  return useQuery({ ...issuePageOptions(params), placeholderData: keepPreviousData });
}
