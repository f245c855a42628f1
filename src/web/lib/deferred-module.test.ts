// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { createElement, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { DeferredModules, deferredModule, useDeferredModule } from './deferred-module.ts';

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

/** A parent and a child using one module, as a tooltip under its provider: what each rendered is in `seen`. */
const nested = {
  deferred: manualModule().deferred,
  seen: [] as string[],
  showChild: () => {},
};
function Child() {
  const module = useDeferredModule(nested.deferred);
  nested.seen.push(`child: ${module?.name ?? 'stand-in'}`);
  return null;
}
function Parent() {
  const module = useDeferredModule(nested.deferred);
  const [child, setChild] = useState(false);
  nested.showChild = () => setChild(true);
  nested.seen.push(`parent: ${module?.name ?? 'stand-in'}`);
  // Radix's rule: a child with the module under a parent without it throws.
  return child ? createElement(Child) : null;
}

/**
 * A module whose import answers synchronously when `answer` is called: from a layout effect (Arrives), after the
 * provider's first render and before its effect subscribes.
 */
const early = (() => {
  let answer = (_module: { name: string }) => {};
  const deferred = deferredModule(
    () =>
      ({
        // biome-ignore lint/suspicious/noThenProperty: a thenable standing in for import()
        then: (fulfilled: (module: { name: string }) => unknown) => {
          answer = (module) => void fulfilled(module);
          return new Promise(() => undefined);
        },
      }) as unknown as Promise<{ name: string }>,
  );
  return { deferred, seen: [] as string[], answer: (name: string) => answer({ name }) };
})();
function Arrives() {
  useLayoutEffect(() => early.answer('early'), []);
  return null;
}
function User() {
  early.seen.push(useDeferredModule(early.deferred)?.name ?? 'stand-in');
  return null;
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

  it('inside DeferredModules, a component mounted before the arrival has rendered sees what its parent sees', async () => {
    const { deferred, arrive } = manualModule();
    nested.deferred = deferred;
    const seen = nested.seen;
    render(createElement(DeferredModules, null, createElement(Parent)));
    expect(seen).toEqual(['parent: stand-in']);

    // The module arrives: its transition is queued, not rendered, when an urgent update mounts the child.
    const loading = deferred.load();
    arrive('primitives');
    await loading;
    flushSync(() => nested.showChild());
    expect(seen.slice(-2)).toEqual(['parent: stand-in', 'child: stand-in']);

    // Then the transition renders both, together.
    await act(async () => undefined);
    await waitFor(() => expect(seen.slice(-2)).toEqual(['parent: primitives', 'child: primitives']));
  });

  it('inside DeferredModules, a module that arrives before the provider listens still reaches its users', async () => {
    void early.deferred.load();
    render(createElement(DeferredModules, null, createElement(Arrives), createElement(User)));
    await waitFor(() => expect(early.seen.at(-1)).toBe('early'));
    expect(early.seen[0]).toBe('stand-in');
  });
});
