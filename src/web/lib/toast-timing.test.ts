import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterToastsShow, markToasterShown, TOASTER_LOAD_LIMIT_MS } from './toast.ts';

// The Toaster is loaded once per page, so these run in order: first before it shows, then after.
describe('a pause after a toast counts from when the toasts can be seen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('before the Toaster loads, 500 ms pass without the action; 500 ms after it shows, the action runs', () => {
    const action = vi.fn();
    afterToastsShow(action, 500);
    vi.advanceTimersByTime(1_200);
    expect(action).not.toHaveBeenCalled();
    markToasterShown();
    vi.advanceTimersByTime(499);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TOASTER_LOAD_LIMIT_MS);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('once the Toaster is on screen, the action runs the delay after it is asked for', () => {
    const action = vi.fn();
    afterToastsShow(action, 500);
    vi.advanceTimersByTime(499);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('if the Toaster never loads, the action runs at the load limit (5,000 ms)', async () => {
    vi.resetModules();
    const fresh = await import('./toast.ts');
    const action = vi.fn();
    fresh.afterToastsShow(action, 500);
    vi.advanceTimersByTime(4_999);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('cancelled, the action never runs', () => {
    const action = vi.fn();
    const cancel = afterToastsShow(action, 500);
    cancel();
    vi.advanceTimersByTime(TOASTER_LOAD_LIMIT_MS * 2);
    expect(action).not.toHaveBeenCalled();
  });
});
