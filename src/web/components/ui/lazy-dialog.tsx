import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';

/**
 * A dialog whose code (the dialog primitives, and a form's zod and react-hook-form) stays out of its screen's first
 * download (docs/product-rules.md, "Budgets"): nothing renders until `isOpen(props)` first holds, and the code is fetched once the screen
 * is idle, so opening stays instant. Once opened it stays mounted, so it closes with its usual fade.
 */
/** For a dialog its caller renders only while it is shown (`{editing && <EditDialog … />}`). */
export const shownWhileMounted = (): boolean => true;

export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed fetch (offline for a moment) is tried again the next time the dialog opens.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Dialog = lazy(async () => ({ default: await fetchOnce() }));

  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level, as React.lazy is.
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    useEffect(() => whenIdle(() => void fetchOnce().catch(() => undefined)), []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
