// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { api } from '../lib/api.ts';
import { queryKeyToUrl } from '../lib/query-client.ts';
import { RawMaterialsPage } from './raw-materials-page.tsx';

const user = (role: string) => ({
  id: 'u1',
  email: `${role}@example.com`,
  role,
  firstName: null,
  lastName: null,
});

/** Answers the user call; the ingredient list answers `list` (or never, to hold the loading state). */
function serve(role: string, list?: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url === '/api/auth/user') return Promise.resolve(Response.json(user(role)));
      if (url.startsWith('/api/ingredients') && list) {
        return Promise.resolve(Response.json(list, { headers: { 'x-total-count': String(list.length) } }));
      }
      return new Promise(() => {});
    }),
  );
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        queryFn: ({ queryKey, signal }) => api.get(queryKeyToUrl(queryKey), { signal }),
      },
    },
  });
  return render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <RawMaterialsPage />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RawMaterialsPage', () => {
  it('shows 5 skeleton rows while the list loads', async () => {
    serve('editor');
    const view = renderPage();
    await screen.findByRole('heading', { name: 'Ingredient Inventory' });
    const table = screen.getByRole('table', { name: 'Ingredients' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(5);
  });

  it('shows "No ingredients yet" with "Add First Ingredient" to a writer', async () => {
    serve('rd_scientist', []);
    renderPage();
    expect(await screen.findByText('No ingredients yet')).toBeTruthy();
    expect(screen.getByText('0 ingredient(s) in your inventory')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add First Ingredient' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Ingredient' })).toBeTruthy();
  });

  it('gives a viewer the empty state without the add buttons', async () => {
    serve('viewer', []);
    renderPage();
    expect(await screen.findByText('No ingredients yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add First Ingredient' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Ingredient' })).toBeNull();
  });
});
