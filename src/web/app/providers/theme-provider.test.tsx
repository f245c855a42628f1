// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeTheme, type Theme } from '../../lib/theme/theme.ts';
import { type ThemeContextValue, useTheme } from '../../lib/theme/theme-context.ts';
import { useBrand } from '../../lib/theme/use-brand.ts';
import { ColorModeProvider } from './color-mode-provider.tsx';
import { ThemeProvider } from './theme-provider.tsx';

const current = normalizeTheme({
  id: 't1',
  colorPalette: { background: '#f0f0f0' },
  brandElements: { companyName: 'Acme Labs' },
});
const saved = normalizeTheme({
  id: 't2',
  colorPalette: { background: '#fafafa' },
  brandElements: { companyName: 'Nova Skin' },
});

let theme: ThemeContextValue;
function Probe() {
  theme = useTheme();
  return <span data-testid="brand">{useBrand().companyName}</span>;
}

function renderProviders() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ColorModeProvider>
        <ThemeProvider>
          <Probe />
        </ThemeProvider>
      </ColorModeProvider>
    </QueryClientProvider>,
  );
}

const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json(init?.method === 'POST' ? saved : current, {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ThemeProvider', () => {
  it('loads the current theme and writes it to <html>', async () => {
    const view = renderProviders();
    await waitFor(() => expect(view.getByTestId('brand').textContent).toBe('Acme Labs'));
    expect(cssVar('--color-background')).toBe('#f0f0f0');
  });

  it('shows a preview over the current theme and reverts to it', async () => {
    renderProviders();
    await waitFor(() => expect(theme.currentTheme.id).toBe('t1'));
    const preview: Theme = { ...current, colorPalette: { ...current.colorPalette, background: '#eeeeff' } };
    act(() => theme.setPreviewTheme(preview));
    expect(cssVar('--color-background')).toBe('#eeeeff');
    act(() => theme.revert());
    expect(theme.previewTheme).toBeNull();
    expect(cssVar('--color-background')).toBe('#f0f0f0');
  });

  it('applies a theme: saves it, makes it current, clears the preview and announces theme-updated', async () => {
    const view = renderProviders();
    await waitFor(() => expect(theme.currentTheme.id).toBe('t1'));
    const announced: unknown[] = [];
    const listen = (event: Event) => announced.push((event as CustomEvent).detail);
    window.addEventListener('theme-updated', listen);
    act(() => theme.setPreviewTheme(saved));
    await act(() => theme.applyTheme(saved).then(() => undefined));
    expect(theme.currentTheme.id).toBe('t2');
    expect(theme.previewTheme).toBeNull();
    window.removeEventListener('theme-updated', listen);
    expect(announced).toEqual([expect.objectContaining({ companyName: 'Nova Skin' })]);
    expect(view.getByTestId('brand').textContent).toBe('Nova Skin');
    const post = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/admin/theme');
  });

  it('renames the brand on a theme-updated event from elsewhere', async () => {
    const view = renderProviders();
    await waitFor(() => expect(view.getByTestId('brand').textContent).toBe('Acme Labs'));
    act(() => {
      window.dispatchEvent(
        new CustomEvent('theme-updated', { detail: { companyName: 'Evented Co', tagline: '' } }),
      );
    });
    expect(view.getByTestId('brand').textContent).toBe('Evented Co');
  });
});
