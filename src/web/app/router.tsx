import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { can } from '../../domain/user/permissions.ts';
import type { User } from '../../domain/user/user.ts';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useAuth } from '../lib/auth.ts';
import { RoleRequired } from './role-required.tsx';
import type { AppRoute } from './route-types.ts';
import { APP_ROUTES, publicRoutes } from './routes.ts';
import { AppShell } from './shell/app-shell.tsx';
import { SignedOutRoute } from './signed-out-route.tsx';
import { featureOn, useAppConfig } from './use-app-config.ts';
import { useDocumentTitle } from './use-document-title.ts';

// Seldom shown (maintenance, a switched-off feature, an unknown address): loaded when needed, so every screen's
// first download leaves them out (docs/product-rules.md, "Budgets").
const MaintenancePage = lazy(async () => ({
  default: (await import('../pages/maintenance-page.tsx')).MaintenancePage,
}));
const FeatureOffNotice = lazy(async () => ({
  default: (await import('../pages/maintenance-page.tsx')).FeatureOffNotice,
}));
const NotFoundPage = lazy(async () => ({
  default: (await import('../pages/not-found-page.tsx')).NotFoundPage,
}));

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

function RoutePage({ route, user }: { route: AppRoute; user: User }) {
  useAuth({ recheck: true }); // a newly mounted screen re-checks the session
  useDocumentTitle(route.title);
  const { data: config } = useAppConfig();
  if (route.requires && !can(user, 'read', route.requires)) return <RoleRequired title={route.title} />;
  if (!featureOn(config, route.feature)) return <FeatureOffNotice title={route.title} />;
  const Page = route.page;
  return <Page />;
}

function PageFallback() {
  return (
    <div aria-busy="true" className="space-y-4">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
    </div>
  );
}

function SignedInRoutes({ user }: { user: User }) {
  const config = useAppConfig();
  // Nothing asks the API before the config is known: in maintenance a non-admin's calls would all be refused.
  if (config.isLoading) return null;
  if (config.data?.maintenance && !can(user, 'read', 'admin')) {
    return (
      <Titled title="Under Maintenance">
        <MaintenancePage />
      </Titled>
    );
  }
  return (
    <AppShell user={user}>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          {APP_ROUTES.map((route) => (
            <Route key={route.path} path={route.path}>
              <RoutePage route={route} user={user} />
            </Route>
          ))}
          <Route>
            <Titled title="404 Page Not Found">
              <NotFoundPage />
            </Titled>
          </Route>
        </Switch>
      </Suspense>
    </AppShell>
  );
}

/**
 * The top of the app: blank while the session is checked; signed in, the shell and its screens; signed
 * out, the landing page at '/', the "Unauthorized" redirect on any signed-in screen, 404 elsewhere.
 * The sign-in screen is reachable either way.
 */
export function AppRouter() {
  const { user, isLoading } = useAuth();
  useAppConfig(); // loads alongside the session check
  if (isLoading) return null;

  const { landing, signIn } = publicRoutes;
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path={signIn.path}>
          <Titled title={signIn.title}>
            <signIn.page />
          </Titled>
        </Route>
        {user
          ? [
              <Route key="app">
                <SignedInRoutes user={user} />
              </Route>,
            ]
          : [
              <Route key="landing" path={landing.path}>
                <Titled title="">
                  <landing.page />
                </Titled>
              </Route>,
              ...APP_ROUTES.map((route) => (
                <Route key={route.path} path={route.path}>
                  <SignedOutRoute route={route} />
                </Route>
              )),
              <Route key="not-found">
                <Titled title="404 Page Not Found">
                  <NotFoundPage />
                </Titled>
              </Route>,
            ]}
      </Switch>
    </Suspense>
  );
}
