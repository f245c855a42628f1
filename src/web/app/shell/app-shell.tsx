import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { User } from '../../../domain/user/user.ts';
import { ApplyAccountPreferences } from '../../features/account-settings/components/apply-account-preferences.tsx';
import { ReportScreenUsage } from '../../features/account-settings/components/report-screen-usage.tsx';
import { useTheme } from '../../lib/theme/theme-context.ts';
import { Sidebar } from './sidebar.tsx';
import { TopHeader } from './top-header.tsx';

// The event stream and its table of what each change makes stale load after the first paint: nothing on the first
// screen waits for them, and every screen's initial JavaScript is smaller by them (ADR 024).
const LiveEvents = lazy(() => import('../use-live-events.ts'));

/**
 * The signed-in layout: skip link, top header, sidebar (or its groups in the header, as the theme's navigation
 * says) and the page in a container of the theme's width.
 */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  const [navOpen, setNavOpen] = useState(false);
  const [location] = useLocation();
  const closeNav = useCallback(() => setNavOpen(false), []);
  const navigation = useTheme().displayTheme.layout.navigation;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the small-screen sidebar on every navigation.
  useEffect(() => setNavOpen(false), [location]);

  return (
    <div className="min-h-screen bg-background">
      <Suspense fallback={null}>
        <LiveEvents />
      </Suspense>
      <ApplyAccountPreferences />
      <ReportScreenUsage />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 font-medium text-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <TopHeader
        user={user}
        navigation={navigation}
        navOpen={navOpen}
        onToggleNav={() => setNavOpen((open) => !open)}
      />
      <div className="flex">
        <Sidebar open={navOpen} onClose={closeNav} navigation={navigation} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          <div className="mx-auto w-full max-w-(--app-container)">{children}</div>
        </main>
      </div>
    </div>
  );
}
