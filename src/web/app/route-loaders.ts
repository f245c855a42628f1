import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ACTIVE_STATUSES } from '../../domain/formulation/statuses.ts';
import type { AppConfig } from '../../domain/settings/app-config.ts';
import { can } from '../../domain/user/permissions.ts';
import type { User } from '../../domain/user/user.ts';
import { accountSettingsQuery } from '../features/account-settings/api/index.ts';
import { ideationKeys } from '../features/ai-ideation/api/keys.ts';
import { ALL_TOKENS_KEY, OWN_TOKENS_KEY } from '../features/api-tokens/api/keys.ts';
import { ISSUES_PAGE_SIZE, issuePageOptions } from '../features/compliance/api/issue-page-options.ts';
import { dashboardKeys } from '../features/dashboard/api/keys.ts';
import { formulationListOptions } from '../features/formulations/api/formulation-list-options.ts';
import { ACCOUNT_NOTICES_KEY, NOTIFICATIONS_KEY } from '../features/notifications/api/keys.ts';
import { rawMaterialPageOptions } from '../features/raw-materials/api/list-raw-materials.ts';
import { DEFAULT_SORT, PAGE_SIZE } from '../features/raw-materials/lib/table-query.ts';
import { SCENARIOS_KEY } from '../features/scenarios/api/get-scenarios.ts';
import { paths } from '../lib/paths.ts';
import { AUTH_USER_KEY } from '../lib/query-client.ts';
import { findRoute } from './routes.ts';
import { APP_CONFIG_KEY, featureOn } from './use-app-config.ts';

/**
 * The router's loaders (ADR 016): the moment a navigation begins (the first paint, a link, back and forward),
 * the screen's first queries start, alongside its code instead of after it. Each asks exactly the key the
 * screen's own hooks ask, so the screen finds its data in the cache or in flight; a screen without a loader
 * simply loads as before. Nothing starts for a signed-out visitor, a screen the user may not open, a switched-
 * off feature or, for non-administrators, during maintenance: the screen would not ask either.
 */
interface LoaderContext {
  client: QueryClient;
  user: User;
  config: AppConfig | undefined;
  prefetch: (queryKey: QueryKey) => void;
}

type Loader = (context: LoaderContext) => void;

const loaders: Partial<Record<string, Loader>> = {
  [paths.dashboard]: ({ prefetch, user, config }) => {
    prefetch(dashboardKeys.stats);
    prefetch(dashboardKeys.formulations);
    for (const status of ACTIVE_STATUSES) prefetch(dashboardKeys.activeFormulations(status));
    prefetch(dashboardKeys.suppliers);
    if (featureOn(config, 'compliance')) prefetch(dashboardKeys.alerts);
    if (can(user, 'write', 'ideation') && featureOn(config, 'aiIdeation')) prefetch(ideationKeys.provider);
  },
  [paths.formulations]: ({ client }) => void client.prefetchInfiniteQuery(formulationListOptions('')),
  [paths.ingredients]: ({ client }) =>
    void client.prefetchQuery(rawMaterialPageOptions({ limit: PAGE_SIZE, offset: 0, sort: DEFAULT_SORT })),
  [paths.compliance]: ({ client }) =>
    void client.prefetchQuery(issuePageOptions({ limit: ISSUES_PAGE_SIZE, offset: 0 })),
  [paths.scenarios]: ({ prefetch }) => prefetch(SCENARIOS_KEY),
  [paths.profile]: ({ prefetch }) => prefetch(OWN_TOKENS_KEY),
  [paths.adminTokens]: ({ prefetch }) => prefetch(ALL_TOKENS_KEY),
};

/** Queries the signed-in shell makes on every screen (account preferences, the notification bell). */
function shellQueries({ client, prefetch, config }: LoaderContext) {
  void client.prefetchQuery(accountSettingsQuery);
  if (featureOn(config, 'compliance')) prefetch(NOTIFICATIONS_KEY);
  prefetch(ACCOUNT_NOTICES_KEY);
}

/** Starts what the screen at `href` will ask for; returns at once. */
export function startRouteQueries(client: QueryClient, href: string): void {
  const user = client.getQueryData<User | null>(AUTH_USER_KEY);
  if (!user) return;
  const config = client.getQueryData<AppConfig>(APP_CONFIG_KEY);
  if (config?.maintenance && !can(user, 'read', 'admin')) return;
  const context: LoaderContext = {
    client,
    user,
    config,
    prefetch: (queryKey) => void client.prefetchQuery({ queryKey }),
  };
  shellQueries(context);
  const pathname = new URL(href, window.location.origin).pathname;
  const route = findRoute(pathname);
  if (!route) return;
  if (route.requires && !can(user, 'read', route.requires)) return;
  if (!featureOn(config, route.feature)) return;
  loaders[route.path]?.(context);
}
