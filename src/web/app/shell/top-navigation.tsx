import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { useNavGroups } from './nav-groups.ts';
import { NavItemLink } from './nav-link.tsx';

const groupId = (group: string) => `top-nav-${group.toLowerCase()}`;

/**
 * The sidebar's groups in the header, for the theme's "top" navigation on large screens: one button per group
 * that shows its screens (the disclosure pattern of the WAI-ARIA practices for site navigation, not a menu,
 * so the screens stay links). Escape closes and returns to the button; so do a click outside and navigating.
 */
export function TopNavigation() {
  const groups = useNavGroups();
  const [location] = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the open group on every navigation.
  useEffect(() => setOpenGroup(null), [location]);

  useEffect(() => {
    if (!openGroup) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenGroup(null);
      nav.current?.querySelector<HTMLButtonElement>(`[aria-controls="${groupId(openGroup ?? '')}"]`)?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!nav.current?.contains(event.target as Node)) setOpenGroup(null);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openGroup]);

  return (
    <nav ref={nav} aria-label="Primary" className="hidden min-w-0 lg:flex">
      <ul className="flex items-center gap-1">
        {groups.map(({ group, items }) => {
          const open = openGroup === group;
          const current = items.some((item) => item.path === location);
          return (
            <li key={group} className="relative">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={groupId(group)}
                onClick={() => setOpenGroup(open ? null : group)}
                className={cn(
                  'flex items-center gap-1 whitespace-nowrap rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:bg-muted hover:text-foreground',
                  current &&
                    'bg-primary-subtle text-primary-ink hover:bg-primary-subtle hover:text-primary-ink',
                )}
              >
                {group}
                <ChevronDown
                  className={cn('size-4 transition-transform', open && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
              <ul
                id={groupId(group)}
                hidden={!open}
                className="absolute top-full left-0 z-50 mt-1 min-w-52 space-y-0.5 rounded-md border bg-surface p-1 shadow-md"
              >
                {items.map((item) => (
                  <li key={item.path}>
                    <NavItemLink item={item} onClick={() => setOpenGroup(null)} />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
