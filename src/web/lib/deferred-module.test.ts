// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredModule, useDeferredModule } from './deferred-module.ts';

/** A module whose import the test resolves by hand. */
function manualModule() {
  let resolve!: (value: { name: string }) => void;
  let imports = 0;
  const deferred = deferredModule(() => {
    imports += 1;
    return new Promise<{ name: string }>((done) => {
      resolve = done;
    });
  });
  return { deferred, arrive: (name: string) => resolve({ name }), imports: () => imports };
}

describe('useDeferredModule', () => {
  it('shows the stand-in, asks for the module when idle, and re-renders every user once it arrives', async () => {
    const { deferred, arrive, imports } = manualModule();
    const first = renderHook(() => useDeferredModule(deferred));
    const second = renderHook(() => useDeferredModule(deferred));
    expect(first.result.current).toBeUndefined();
    // Asked for once, however many components use it.
    await waitFor(() => expect(imports()).toBe(1));
    await act(async () => arrive('primitives'));
    await waitFor(() => expect(first.result.current).toEqual({ name: 'primitives' }));
    expect(second.result.current).toEqual({ name: 'primitives' });
  });

  it('has the module at once when it arrived before the component mounted', async () => {
    const { deferred, arrive } = manualModule();
    const loading = deferred.load();
    arrive('ready');
    await loading;
    const { result } = renderHook(() => useDeferredModule(deferred));
    expect(result.current).toEqual({ name: 'ready' });
  });
});
