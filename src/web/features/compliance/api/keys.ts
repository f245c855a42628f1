import type { QueryClient } from '@tanstack/react-query';
import { keyMatches } from '../../../lib/query-key-match.ts';

/** Query keys are API paths, so the live feed's 'compliance' events reload them (docs/product-rules.md, "Live updates, jobs and scale-out"). */
export const ISSUES_KEY = ['/api/compliance/issues'] as const;
export const RULES_KEY = ['/api/regulatory-rules'] as const;

/** Everything an issue or rule change makes stale here: lists, the header's notifications, the dashboard. */
const AFFECTED = ['/api/compliance', '/api/notifications', '/api/dashboard', '/api/regulatory-rules'];

/** Not awaited: a dialog closes at once and the lists fill in when the reload answers. */
export function reloadCompliance(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => keyMatches(query.queryKey, AFFECTED) });
}
