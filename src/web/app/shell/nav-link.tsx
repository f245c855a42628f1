import type * as React from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn.ts';

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
