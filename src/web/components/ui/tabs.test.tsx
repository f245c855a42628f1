// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

afterEach(cleanup);

function Sections({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="colors" onValueChange={onValueChange}>
      <TabsList aria-label="Theme">
        <TabsTrigger value="colors">Colors</TabsTrigger>
        <TabsTrigger value="typography">Typography</TabsTrigger>
        <TabsTrigger value="layout" disabled>
          Layout
        </TabsTrigger>
        <TabsTrigger value="branding">Branding</TabsTrigger>
      </TabsList>
      <TabsContent value="colors">Primary colour</TabsContent>
      <TabsContent value="typography">Font family</TabsContent>
      <TabsContent value="layout">Container width</TabsContent>
      <TabsContent value="branding">Company name</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTabs = () =>
  screen
    .getAllByRole('tab')
    .filter((element) => element.getAttribute('aria-selected') === 'true')
    .map((element) => element.textContent);

describe('Tabs', () => {
  it('marks up the WAI-ARIA tabs pattern as Radix did: roles, ids, selection and one tab stop', () => {
    render(<Sections />);
    const list = screen.getByRole('tablist', { name: 'Theme' });
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    expect(list.hasAttribute('tabindex')).toBe(false);

    const colors = tab('Colors');
    expect(colors.getAttribute('aria-selected')).toBe('true');
    expect(colors.dataset.state).toBe('active');
    expect(colors.tabIndex).toBe(0);
    for (const name of ['Typography', 'Branding']) {
      expect(tab(name).getAttribute('aria-selected')).toBe('false');
      expect(tab(name).dataset.state).toBe('inactive');
      expect(tab(name).tabIndex).toBe(-1);
    }
    expect(tab('Layout')).toHaveProperty('disabled', true);
    expect(tab('Layout').dataset.disabled).toBe('');

    // Each tab controls its panel and the panel is named by its tab; hidden panels stay in the page, empty.
    const panel = screen.getByRole('tabpanel', { name: 'Colors' });
    expect(colors.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Primary colour');
    expect(panel.tabIndex).toBe(0);
    expect(panel.dataset.state).toBe('active');
    const hidden = document.getElementById(tab('Branding').getAttribute('aria-controls')!)!;
    expect(hidden.hidden).toBe(true);
    expect(hidden.textContent).toBe('');
    expect(hidden.getAttribute('aria-labelledby')).toBe(tab('Branding').id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('selects a tab on its first press, telling onValueChange once', () => {
    const onValueChange = vi.fn();
    render(<Sections onValueChange={onValueChange} />);
    fireEvent.mouseDown(tab('Typography'), { button: 0 });
    expect(selectedTabs()).toEqual(['Typography']);
    expect(document.activeElement).toBe(tab('Typography'));
    fireEvent.click(tab('Typography'));
    expect(onValueChange.mock.calls).toEqual([['typography']]);
    expect(screen.getByRole('tabpanel', { name: 'Typography' }).textContent).toBe('Font family');
    expect(tab('Typography').tabIndex).toBe(0);
    expect(tab('Colors').tabIndex).toBe(-1);
  });

  it('selects on a click that comes without a press (assistive technology), not on a right press', () => {
    render(<Sections />);
    fireEvent.mouseDown(tab('Branding'), { button: 2 });
    expect(selectedTabs()).toEqual(['Colors']);
    fireEvent.click(tab('Branding'));
    expect(selectedTabs()).toEqual(['Branding']);
  });

  it('moves and selects with the arrow keys, wrapping round and skipping a disabled tab', () => {
    render(<Sections />);
    tab('Colors').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Typography'));
    expect(selectedTabs()).toEqual(['Typography']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Branding'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Colors'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Branding'));
    expect(screen.getByRole('tabpanel', { name: 'Branding' }).textContent).toBe('Company name');
  });

  it('goes to the first and last tabs with Home and End, and leaves other keys alone', () => {
    render(<Sections />);
    tab('Colors').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(tab('Branding'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(tab('Colors'));
    for (const key of ['ArrowDown', 'ArrowUp', 'a']) {
      fireEvent.keyDown(document.activeElement!, { key });
      expect(document.activeElement).toBe(tab('Colors'));
    }
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', shiftKey: true });
    expect(document.activeElement).toBe(tab('Colors'));
    expect(selectedTabs()).toEqual(['Colors']);
  });

  it('follows a controlled value', () => {
    const onValueChange = vi.fn();
    const view = render(
      <Tabs value="b" onValueChange={onValueChange}>
        <TabsList>
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    expect(selectedTabs()).toEqual(['B']);
    fireEvent.click(tab('A'));
    expect(onValueChange).toHaveBeenCalledWith('a');
    view.rerender(
      <Tabs value="a" onValueChange={onValueChange}>
        <TabsList>
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    expect(selectedTabs()).toEqual(['A']);
  });
});
