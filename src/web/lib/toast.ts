import { useSyncExternalStore } from 'react';
import { playChime } from './preferences.ts';

/** As docs/product-rules.md, "The web app" has it: one toast at a time (a new one replaces the previous), shown for 5000 ms. */
export const TOAST_DURATION_MS = 5000;
// How long a dismissed toast stays mounted so Radix can play its exit before it is dropped.
const REMOVE_DELAY_MS = 1000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides the 5000 ms default for this toast. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let items: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function setItems(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id?: string): void {
  setItems(items.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => setItems(items.filter((item) => item.open)), REMOVE_DELAY_MS);
}

/** Shows a toast, replacing the one on screen. Callable from anywhere, not only from components. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  setItems([{ ...input, id, open: true }]);
  playChime();
  return { id, dismiss: () => dismissToast(id) };
}

// The Toaster loads after the first paint, so a pause meant for reading a toast counts from when it can be seen.
let toasterShown = false;
const shownWaiters = new Set<() => void>();

/** Called by the Toaster once it is on screen; runs what waited for it. */
export function markToasterShown(): void {
  toasterShown = true;
  for (const waiter of [...shownWaiters]) waiter();
}

/** Longest wait for the Toaster to load; past it, what waited runs without it. */
export const TOASTER_LOAD_LIMIT_MS = 5_000;

/**
 * Runs `fn` `delay` ms after toasts can be seen (so a toast raised on a slow first load is read for that
 * long too), or after TOASTER_LOAD_LIMIT_MS if the Toaster never loads; returns a cancel function.
 */
export function afterToastsShow(fn: () => void, delay: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    shownWaiters.delete(start);
    clearTimeout(timer);
    timer = setTimeout(fn, delay);
  };
  if (toasterShown) start();
  else {
    shownWaiters.add(start);
    timer = setTimeout(() => {
      shownWaiters.delete(start);
      fn();
    }, TOASTER_LOAD_LIMIT_MS);
  }
  return () => {
    shownWaiters.delete(start);
    clearTimeout(timer);
  };
}

/** The toasts in the store (at most one open). */
export function getToasts(): readonly ToastItem[] {
  return items;
}

/** The toasts to render, plus `toast` and `dismiss` for components that prefer a hook. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribe, () => items);
  return { toasts, toast, dismiss: dismissToast };
}
