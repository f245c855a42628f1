import { useEffect } from 'react';
import { cn } from '../../lib/cn.ts';
import { SIDEBAR } from '../routes.ts';
import { featureOn, useAppConfig } from '../use-app-config.ts';
import { NavLink } from './nav-link.tsx';

export const SIDEBAR_ID = 'app-sidebar';

/**
 * The sidebar of spec part 1 §2, every group shown to everyone. Always visible on large screens; on small
 * ones it slides over the page when opened from the header and closes on Escape or a click outside.
 */
export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: config } = useAppConfig();
  // A feature turned off in the system settings leaves the navigation (and an emptied group with it).
  const groups = SIDEBAR.map(({ group, items }) => ({
    group,
    items: items.filter((item) => featureOn(config, item.feature)),
  })).filter(({ items }) => items.length > 0);
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
          'fixed top-14 bottom-0 left-0 z-40 shadow-lg lg:sticky lg:z-auto lg:h-[calc(100vh-3.5rem)] lg:shadow-none',
          open ? 'block' : 'hidden lg:block',
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
              {items.map(({ path, label, icon: Icon }) => (
                <li key={path}>
                  <NavLink
                    href={path}
                    onClick={onClose}
                    className="flex items-center gap-3 rounded-md px-3 py-2 font-medium text-foreground text-sm transition-colors hover:bg-muted"
                    activeClassName="bg-primary-subtle text-primary-ink hover:bg-primary-subtle"
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}
