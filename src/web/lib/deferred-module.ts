import {
  type DOMAttributes,
  type FocusEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { whenIdle } from './when-idle.ts';

export interface DeferredModule<T> {
  /** Starts the fetch (once); a failed one is tried again on the next call. */
  load: () => Promise<T>;
  subscribe: (listener: () => void) => () => void;
  /** The module once it has arrived, else undefined. */
  current: () => T | undefined;
}

/**
 * A library that a screen's first render can do without (docs/product-rules.md, "Budgets"): a primitive shows a stand-in of its closed
 * state until the code arrives, fetched when the screen is idle (useDeferredModule) or as soon as a person points
 * at or focuses it (`load`). Every component using the module re-renders once, together, when it arrives.
 */
export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importModule().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          // Offline for a moment: the next point, focus or screen tries again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => loaded,
  };
}

/** The deferred module once it has arrived, else undefined; asks for it when the browser is idle after the paint. */
export function useDeferredModule<T>(deferred: DeferredModule<T>): T | undefined {
  const module = useSyncExternalStore(deferred.subscribe, deferred.current);
  useEffect(
    () => (module ? undefined : whenIdle(() => void deferred.load().catch(() => undefined))),
    [module, deferred],
  );
  return module;
}

type StandInEvents = Pick<DOMAttributes<HTMLButtonElement>, 'onFocus' | 'onBlur' | 'onPointerEnter'>;

/**
 * A stand-in control that had the keyboard's focus hands it to the real one replacing it, and pointing at or
 * focusing the stand-in fetches the real one's code (`load`): spread `standIn(ownHandlers)` on the stand-in (the
 * caller's own handlers run first), pass `autoFocus` to the real control (true only for its first render after
 * such a stand-in).
 */
export function useFocusHandover(real: unknown, load: () => void) {
  const focused = useRef(false);
  const autoFocus = Boolean(real) && focused.current;
  useEffect(() => {
    if (real) focused.current = false;
  }, [real]);
  return {
    autoFocus,
    standIn: (own: StandInEvents): Required<StandInEvents> => ({
      onFocus: (event: FocusEvent<HTMLButtonElement>) => {
        own.onFocus?.(event);
        focused.current = true;
        load();
      },
      onBlur: (event: FocusEvent<HTMLButtonElement>) => {
        own.onBlur?.(event);
        focused.current = false;
      },
      onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
        own.onPointerEnter?.(event);
        load();
      },
    }),
  };
}
