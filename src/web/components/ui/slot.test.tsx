// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { Slot } from './slot.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Slot (asChild)', () => {
  it("renders the child with the button's classes and data attribute, and no button type", () => {
    render(
      <Button asChild variant="outline" size="sm">
        <a href="/formulations?new=1" className="w-full">
          New Formulation
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'New Formulation' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/formulations?new=1');
    expect(link.dataset.slot).toBe('button');
    expect(link.hasAttribute('type')).toBe(false);
    // The button's classes first, then the child's own.
    expect(link.className).toMatch(/^inline-flex .*border-input.* w-full$/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("runs the child's handler, then the slot's, and keeps the child's other props", () => {
    const calls: string[] = [];
    render(
      <Slot
        onClick={() => calls.push('slot')}
        onFocus={() => calls.push('slot focus')}
        title="slot"
        style={{ color: 'red', margin: 1 }}
      >
        <button type="submit" title="child" style={{ color: 'blue' }} onClick={() => calls.push('child')}>
          Save
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.focus(button);
    expect(calls).toEqual(['child', 'slot', 'slot focus']);
    expect(button.getAttribute('title')).toBe('child');
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.style.color).toBe('blue');
    expect(button.style.margin).toBe('1px');
  });

  it('gives the element to both refs', () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    render(
      <Badge asChild ref={slotRef}>
        <a href="/compliance" ref={childRef}>
          3 alerts
        </a>
      </Badge>,
    );
    const link = screen.getByRole('link', { name: '3 alerts' });
    expect(slotRef.current).toBe(link);
    expect(childRef).toHaveBeenLastCalledWith(link);
    expect(link.dataset.slot).toBe('badge');
  });

  it('renders nothing for no child, and refuses text', () => {
    const { container } = render(<Slot>{false}</Slot>);
    expect(container.innerHTML).toBe('');
    // React reports the thrown error too; the throw is what is checked here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Slot>plain text</Slot>)).toThrow('asChild takes one element child');
  });
});
