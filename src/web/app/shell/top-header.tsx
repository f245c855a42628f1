import { FlaskConical, Menu, X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { NavigationLayout } from '../../../domain/theme/options.ts';
import type { User } from '../../../domain/user/user.ts';
import { Button } from '../../components/ui/button.tsx';
import { useBrand } from '../../lib/theme/use-brand.ts';
import { HEADER_LINKS } from '../navigation.ts';
import { featureOn, useAppConfig } from '../use-app-config.ts';
import { NavLink } from './nav-link.tsx';
import { SIDEBAR_ID } from './sidebar.tsx';
import { TopNavigation } from './top-navigation.tsx';
import { UserMenuPlaceholder } from './user-menu-placeholder.tsx';

// The header's menus (Radix popover and dropdown with their positioning code) load just after the first
// paint, in their own chunk, to keep the initial JavaScript small.
const NotificationsButton = lazy(async () => ({
  default: (await import('../../features/notifications/components/notifications-button.tsx'))
    .NotificationsButton,
}));
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));

interface TopHeaderProps {
  user: User;
  navigation: NavigationLayout;
  navOpen: boolean;
  onToggleNav: () => void;
}

/**
 * As docs/product-rules.md, "The web app" has it: brand (home link), the five main links (with the theme's "top" navigation, the sidebar's
 * groups instead), notifications and the user menu.
 */
export function TopHeader({ user, navigation, navOpen, onToggleNav }: TopHeaderProps) {
  const brand = useBrand();
  const { data: config } = useAppConfig();
  return (
    <header className="sticky top-0 z-40 h-14 border-b bg-surface">
      <div className="flex h-full items-center gap-2 px-3 sm:px-4">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
          aria-expanded={navOpen}
          aria-controls={SIDEBAR_ID}
          onClick={onToggleNav}
        >
          {navOpen ? (
            <X className="size-5" aria-hidden="true" />
          ) : (
            <Menu className="size-5" aria-hidden="true" />
          )}
        </Button>
        <Link
          href="/"
          className="mr-2 flex min-w-0 shrink-0 items-center gap-2 rounded-md font-semibold text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {brand.logo ? (
            <img src={brand.logo} alt="" className="size-7 rounded-md object-contain" />
          ) : (
            <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
              <FlaskConical className="size-4" aria-hidden="true" />
            </span>
          )}
          {/* At phone width the name takes two short lines rather than losing its end (a clipped brand
              reads as a defect); a name longer than two lines keeps its whole text in the tooltip. */}
          <span
            className="line-clamp-2 max-w-[48vw] break-words text-sm leading-tight sm:text-base lg:max-w-64"
            title={brand.companyName}
            data-testid="brand-name"
          >
            {brand.companyName}
          </span>
        </Link>
        {navigation === 'top' ? (
          <TopNavigation />
        ) : (
          <nav aria-label="Primary" className="hidden min-w-0 items-center gap-1 lg:flex">
            {HEADER_LINKS.filter((link) => featureOn(config, link.feature)).map(({ path, label }) => (
              <NavLink
                key={path}
                href={path}
                className="whitespace-nowrap rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:bg-muted hover:text-foreground"
                activeClassName="bg-primary-subtle text-primary-ink hover:bg-primary-subtle hover:text-primary-ink"
              >
                {label}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Suspense fallback={<span className="size-9" />}>
            <NotificationsButton complianceOn={featureOn(config, 'compliance')} />
          </Suspense>
          <Suspense fallback={<UserMenuPlaceholder user={user} />}>
            <UserMenu user={user} />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
