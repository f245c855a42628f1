import {
  createContext,
  createElement,
  type DOMAttributes,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { whenIdle } from './when-idle.ts';

export interface DeferredModule<T> {
  /** Starts the fetch (once); a failed one is tried again on the next call. */
  load: () => Promise<T>;
  /** The module once it has arrived, else undefined. */
  current: () => T | undefined;
}

type Arrivals = ReadonlySet<DeferredModule<unknown>>;
/** Every module that has arrived, and who wants to know when one does. */
const arrived = new Set<DeferredModule<unknown>>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
/** Inside DeferredModules the provider's context re-renders on arrivals: the store needs no subscription of its own. */
const noSubscription = () => () => undefined;

/**
 * A library that a screen's first render can do without (docs/product-rules.md, "Budgets"): a primitive shows a stand-in of its closed
 * state until the code arrives, fetched when the screen is idle (useDeferredModule) or as soon as a person points
 * at or focuses it (`load`).
 */
export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const deferred: DeferredModule<T> = {
    load() {
      loading ??= importModule().then(
        (module) => {
          loaded = module;
          arrived.add(deferred);
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
    current: () => loaded,
  };
  return deferred;
}

/** The arrivals as the render in progress sees them (undefined outside DeferredModules). */
const Arrived = createContext<Arrivals | undefined>(undefined);

/**
 * Around the app: a module's arrival reaches every component using it in one transition, so the swap from
 * stand-ins to the real primitives (a table's remount under Radix's tooltip provider) renders without blocking
 * input, and every render sees one answer: a tooltip never has the real primitives while its provider still has
 * the stand-in (Radix throws then).
 */
export function DeferredModules({ children }: { children: ReactNode }) {
  const [arrivals, setArrivals] = useState<Arrivals>(() => new Set(arrived));
  useEffect(() => {
    const update = () =>
      startTransition(() => setArrivals((seen) => (seen.size === arrived.size ? seen : new Set(arrived))));
    // Once now too: a module that arrived between the first render and this effect told no one.
    update();
    return subscribe(update);
  }, []);
  return createElement(Arrived, { value: arrivals }, children);
}

/** The deferred module once it has arrived, else undefined; asks for it when the browser is idle after the paint. */
export function useDeferredModule<T>(deferred: DeferredModule<T>): T | undefined {
  const arrivals = useContext(Arrived);
  // Outside DeferredModules (a component's unit test), the module as it is now.
  const now = useSyncExternalStore(arrivals ? noSubscription : subscribe, deferred.current);
  const module = !arrivals || arrivals.has(deferred) ? now : undefined;
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
