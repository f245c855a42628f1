// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

// jsdom lacks what Radix's popper and list measure and scroll with.
beforeAll(() => {
  window.HTMLElement.prototype.scrollIntoView = vi.fn();
  window.HTMLElement.prototype.hasPointerCapture = vi.fn(() => false);
  window.HTMLElement.prototype.releasePointerCapture = vi.fn();
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

// The module under test keeps the loaded primitives between tests: each test gets a fresh copy.
async function freshSelect() {
  vi.resetModules();
  return import('./select.tsx');
}

type SelectModule = Awaited<ReturnType<typeof freshSelect>>;

function Fruit({ ui, placeholder, initial }: { ui: SelectModule; placeholder?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ui.Select value={value} onValueChange={setValue}>
      <ui.SelectTrigger aria-label="Fruit" className="w-40">
        <ui.SelectValue placeholder={placeholder} />
      </ui.SelectTrigger>
      <ui.SelectContent>
        <ui.SelectItem value="apple">Apple</ui.SelectItem>
        {['pear', 'plum'].map((fruit) => (
          <ui.SelectItem key={fruit} value={fruit}>
            {fruit === 'pear' ? 'Pear' : 'Plum'}
          </ui.SelectItem>
        ))}
      </ui.SelectContent>
    </ui.Select>
  );
}

/** The trigger as a person and a stylesheet see it. */
function triggerShape() {
  const trigger = screen.getByRole('combobox', { name: 'Fruit' });
  const attributes = Object.fromEntries(
    [...trigger.attributes]
      .filter((attribute) => !['aria-controls', 'id'].includes(attribute.name))
      .map((attribute) => [attribute.name, attribute.value]),
  );
  return { attributes, text: trigger.textContent, html: trigger.innerHTML };
}

describe('Select', () => {
  it('shows the same closed trigger before and after its primitives arrive', async () => {
    for (const props of [{ initial: 'plum' }, { placeholder: 'Pick a fruit' }]) {
      const ui = await freshSelect();
      const view = render(<Fruit ui={ui} {...props} />);
      const standIn = screen.getByRole('combobox', { name: 'Fruit' });
      const before = triggerShape();
      expect(before.text).toBe(props.initial ? 'Plum' : 'Pick a fruit');
      // Loaded when idle: the real trigger replaces the stand-in.
      await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Fruit' })).not.toBe(standIn));
      expect(triggerShape()).toEqual(before);
      view.unmount();
    }
  });

  it('opens on the first click while its code is still loading', async () => {
    const ui = await freshSelect();
    render(<Fruit ui={ui} initial="apple" />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('option', { name: 'Pear' }));
    expect(screen.getByRole('combobox', { name: 'Fruit' }).textContent).toBe('Pear');
  });

  it('opens from the keyboard, and the real trigger keeps the focus', async () => {
    const ui = await freshSelect();
    render(<Fruit ui={ui} initial="apple" />);
    const standIn = screen.getByRole('combobox', { name: 'Fruit' });
    act(() => standIn.focus());
    const real = await vi.waitFor(() => {
      const trigger = screen.getByRole('combobox', { name: 'Fruit' });
      if (trigger === standIn) throw new Error('still the stand-in');
      return trigger;
    });
    expect(document.activeElement).toBe(real);
    fireEvent.keyDown(real, { key: 'Enter' });
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });
});
