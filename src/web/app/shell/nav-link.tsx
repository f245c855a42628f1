import type * as React from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn.ts';
import type { NavItem } from '../navigation.ts';

/** A link that marks itself as the current page (aria-current plus a visible style) on an exact match. */
export function NavLink({
  href,
  className,
  activeClassName,
  ...props
}: Omit<React.ComponentProps<'a'>, 'href'> & { href: string; activeClassName: string }) {
  const [location] = useLocation();
  const active = location === href;
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(className, active && activeClassName)}
      {...props}
    />
  );
}

/** One screen of the navigation (sidebar or header group): its icon and label, marked when it is the page. */
export function NavItemLink({ item, onClick }: { item: NavItem; onClick?: () => void }) {
  const Icon = item.icon;
  return (
    <NavLink
      href={item.path}
      onClick={onClick}
      className="flex items-center gap-3 rounded-md px-3 py-2 font-medium text-foreground text-sm transition-colors hover:bg-muted"
      activeClassName="bg-primary-subtle text-primary-ink hover:bg-primary-subtle"
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {item.label}
    </NavLink>
  );
}
