import type { LucideIcon } from 'lucide-react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Feature } from '../../domain/settings/system-settings.ts';
import type { Resource } from '../../domain/user/permissions.ts';

/** What a route is (routes.ts lists them): its page, title, place in the navigation and who may open it. */

/** The sidebar's groups, in order (docs/product-rules.md, "The web app"). */
export const SIDEBAR_GROUPS = ['Main', 'Innovation', 'Compliance', 'Reports', 'Administration'] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

/** What a signed-out visitor sees on a signed-in route instead of "Unauthorized" and the redirect. */
export interface SignedOutNotice {
  toastTitle: string;
  toastDescription: string;
  pageText: string;
}

export interface AppRoute {
  path: string;
  /** The screen's title: its h1 and the document title. */
  title: string;
  icon: LucideIcon;
  page: LazyExoticComponent<ComponentType>;
  /** Its sidebar entry. */
  sidebar?: { group: SidebarGroup; label: string };
  /** Its label among the top header's links. */
  header?: string;
  /** Only users who may read this resource see the page; others get the Administrator role message. */
  requires?: Resource;
  /** A feature flag of the system settings: off, the screen leaves the navigation and shows a notice. */
  feature?: Feature;
  signedOutNotice?: SignedOutNotice;
}
