import { useEffect } from 'react';
import type { NavigationLayout } from '../../../domain/theme/options.ts';
import { cn } from '../../lib/cn.ts';
import { useNavGroups } from './nav-groups.ts';
import { NavItemLink } from './nav-link.tsx';

export const SIDEBAR_ID = 'app-sidebar';

/**
 * The sidebar (docs/product-rules.md, "The web app"), every group shown to everyone. With the theme's sidebar navigation it is
 * always visible on large screens (with "top" its groups are in the header there); on small screens it slides
 * over the page when opened from the header and closes on Escape or a click outside.
 */
export function Sidebar({
  open,
  onClose,
  navigation,
}: {
  open: boolean;
  onClose: () => void;
  navigation: NavigationLayout;
}) {
  const groups = useNavGroups();
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <>
      {open && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="fixed inset-0 top-14 z-30 bg-black/40 lg:hidden"
          onClick={onClose}
        />
      )}
      <nav
        id={SIDEBAR_ID}
        aria-label="Sidebar"
        className={cn(
          'w-64 shrink-0 overflow-y-auto border-r bg-surface px-3 py-4',
          'fixed top-14 bottom-0 left-0 z-40 shadow-lg',
          navigation === 'sidebar'
            ? cn(
                'lg:sticky lg:z-auto lg:h-[calc(100vh-3.5rem)] lg:shadow-none',
                open ? 'block' : 'hidden lg:block',
              )
            : cn('lg:hidden', open ? 'block' : 'hidden'),
        )}
      >
        {groups.map(({ group, items }) => (
          <div key={group} className="mb-5">
            <p
              id={`sidebar-${group.toLowerCase()}`}
              className="mb-1 px-3 font-semibold text-muted-foreground text-xs uppercase tracking-wider"
            >
              {group}
            </p>
            <ul aria-labelledby={`sidebar-${group.toLowerCase()}`} className="space-y-0.5">
              {items.map((item) => (
                <li key={item.path}>
                  <NavItemLink item={item} onClick={onClose} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}
