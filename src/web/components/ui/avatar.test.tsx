// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

describe('Avatar', () => {
  it('renders what Radix first renders before its primitives arrive, and the same after', async () => {
    vi.resetModules();
    const { Avatar, AvatarFallback, AvatarImage } = await import('./avatar.tsx');
    const primitives = import('./avatar-primitives.ts');
    const view = render(
      <Avatar className="size-9">
        <AvatarImage src="/no-such-picture.png" alt="" />
        <AvatarFallback aria-hidden="true">JD</AvatarFallback>
      </Avatar>,
    );
    const before = view.container.innerHTML;
    expect(before).toContain('JD');
    await primitives;
    // The real avatar replaces the stand-in (a new element), with the same markup.
    const standIn = view.container.firstElementChild;
    await waitFor(() => expect(view.container.firstElementChild).not.toBe(standIn));
    expect(view.container.innerHTML).toBe(before);
  });
});
