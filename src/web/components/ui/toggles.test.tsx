// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

// Each test gets fresh modules, so the primitives have not arrived when it first renders.
async function freshControls() {
  vi.resetModules();
  const [{ Switch }, { Checkbox }] = await Promise.all([import('./switch.tsx'), import('./checkbox.tsx')]);
  return { Switch, Checkbox };
}

type Controls = Awaited<ReturnType<typeof freshControls>>;

function Toggles({ ui, initial }: { ui: Controls; initial: boolean }) {
  const [on, setOn] = useState(initial);
  const [ticked, setTicked] = useState(initial);
  return (
    <>
      <ui.Switch aria-label="Alerts" checked={on} onCheckedChange={setOn} className="ml-1" />
      <ui.Checkbox
        aria-label="Allergens only"
        checked={ticked}
        onCheckedChange={(value) => setTicked(value === true)}
      />
    </>
  );
}

const controls = () => [
  screen.getByRole('switch', { name: 'Alerts' }),
  screen.getByRole('checkbox', { name: 'Allergens only' }),
];
/** What a stylesheet and a person see, less Radix's hidden form input (none outside a form) and ids. */
const markup = () => controls().map((control) => control.outerHTML);

describe('Switch and Checkbox before their primitives arrive', () => {
  it('render what the real ones render, on and off', async () => {
    for (const initial of [true, false]) {
      const ui = await freshControls();
      const view = render(<Toggles ui={ui} initial={initial} />);
      const [standIn] = controls();
      const before = markup();
      await vi.waitFor(() => expect(controls()[0]).not.toBe(standIn));
      expect(markup()).toEqual(before);
      view.unmount();
    }
  });

  it('report a click as Radix would, and hand focus to the real control', async () => {
    const ui = await freshControls();
    render(<Toggles ui={ui} initial={false} />);
    const [switchStandIn, checkboxStandIn] = controls() as [HTMLElement, HTMLElement];
    fireEvent.click(switchStandIn);
    fireEvent.click(checkboxStandIn);
    expect(switchStandIn.getAttribute('aria-checked')).toBe('true');
    expect(checkboxStandIn.getAttribute('aria-checked')).toBe('true');
    act(() => checkboxStandIn.focus());
    await vi.waitFor(() => expect(controls()[1]).not.toBe(checkboxStandIn));
    expect(document.activeElement).toBe(controls()[1]);
    expect(controls().map((control) => control.getAttribute('aria-checked'))).toEqual(['true', 'true']);
  });
});
