import * as React from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Tabs after the WAI-ARIA tabs pattern, written here rather than taken from Radix Tabs: the package and its
 * roving-focus, collection and presence helpers were ~10 KB gzipped of the first download of every screen with
 * tabs (docs/product-rules.md, "Budgets"), for what a few handlers do. The markup is Radix's (roles, ids, aria-selected, aria-controls,
 * data-state, data-orientation, hidden inactive panels), so the classes and the browser tests see the same
 * thing. Horizontal only, activation on focus (Radix's default and the only use here); the list is not itself a
 * tab stop: the selected tab is, and the arrow keys, Home and End move among the others.
 */
interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The tab shown first when `value` is not given. */
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ className, defaultValue = '', value, onValueChange, ...props }: TabsProps) {
  const baseId = React.useId();
  const [own, setOwn] = React.useState(defaultValue);
  const current = value ?? own;
  // A press focuses the tab and selects it, and the focus selects it too, both before React renders again: the
  // latest choice is what the second compares with, so onValueChange hears of each change once.
  const latest = React.useRef(current);
  latest.current = current;
  const state = React.useMemo<TabsState>(
    () => ({
      baseId,
      value: current,
      select: (next) => {
        if (next === latest.current) return;
        latest.current = next;
        setOwn(next);
        onValueChange?.(next);
      },
    }),
    [baseId, current, onValueChange],
  );
  return (
    <TabsContext.Provider value={state}>
      <div
        data-slot="tabs"
        dir="ltr"
        data-orientation="horizontal"
        className={cn('flex flex-col gap-2', className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

export function TabsList({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        // A list wider than a phone scrolls within itself rather than widening the page.
        'inline-flex h-9 w-fit max-w-full items-center justify-start overflow-x-auto rounded-lg bg-muted p-0.75 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** The tab a key moves the focus to among the list's enabled tabs (wrapping round, as Radix's loop does). */
function tabForKey(current: HTMLElement, key: string): HTMLElement | undefined {
  const list = current.closest('[role="tablist"]');
  const tabs = [...(list?.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])') ?? [])];
  const at = tabs.indexOf(current);
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs.at(-1);
  if (key === 'ArrowRight') return tabs[(at + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(at - 1 + tabs.length) % tabs.length];
  return undefined;
}

type TabsTriggerProps = React.ComponentProps<'button'> & { value: string };

export function TabsTrigger({ className, value, disabled = false, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-3 py-1 font-medium text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
      // As Radix does, a press selects (before the click ends); a click that comes without one (assistive
      // technology) selects too, and so does the focus the arrow keys move.
      onMouseDown={(event) => {
        props.onMouseDown?.(event);
        if (event.defaultPrevented) return;
        if (event.button === 0 && !event.ctrlKey) {
          event.currentTarget.focus();
          tabs.select(value);
        } else {
          event.preventDefault();
        }
      }}
      onClick={(event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        props.onFocus?.(event);
        tabs.select(value);
      }}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
          return;
        const next = tabForKey(event.currentTarget, event.key);
        if (!next) return;
        event.preventDefault();
        next.focus();
      }}
    />
  );
}

type TabsContentProps = React.ComponentProps<'div'> & { value: string };

/** A tab's panel: always in the page (the tab's aria-controls names it), its content only while it is shown. */
export function TabsContent({ className, value, children, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern: Tab goes from the tab to its panel, which may hold nothing focusable.
      tabIndex={0}
      data-slot="tabs-content"
      className={cn('flex-1 outline-none', className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}
