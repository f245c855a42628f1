import type { LucideIcon } from 'lucide-react';
import type { Feature } from '../../domain/settings/system-settings.ts';
import { SIDEBAR_GROUPS, type SidebarGroup } from './route-types.ts';
import { APP_ROUTES } from './routes.ts';

/** The navigation built from the routes: the sidebar's groups and the top header's links. */

export interface NavItem {
  path: string;
  label: string;
  icon: LucideIcon;
  feature?: Feature;
}

/** The sidebar: each group with its screens, in the groups' order. */
export const SIDEBAR: readonly { group: SidebarGroup; items: NavItem[] }[] = SIDEBAR_GROUPS.map((group) => ({
  group,
  items: APP_ROUTES.flatMap((route) =>
    route.sidebar?.group === group
      ? [{ path: route.path, label: route.sidebar.label, icon: route.icon, feature: route.feature }]
      : [],
  ),
}));

/** The top header's links (docs/product-rules.md, "The web app"). */
export const HEADER_LINKS: readonly NavItem[] = APP_ROUTES.flatMap((route) =>
  route.header ? [{ path: route.path, label: route.header, icon: route.icon, feature: route.feature }] : [],
);
