// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api.ts';
import { queryKeyToUrl } from '../lib/query-client.ts';
import { SuppliersPage } from './suppliers-page.tsx';

const user = (role: string) => ({
  id: 'u1',
  email: `${role}@example.com`,
  role,
  firstName: null,
  lastName: null,
});

/** Answers the user call; the supplier list answers `list` (or never, to hold the loading state). */
function serve(role: string, list?: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url === '/api/auth/user') return Promise.resolve(Response.json(user(role)));
      if (url === '/api/suppliers' && list) return Promise.resolve(Response.json(list));
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
      <SuppliersPage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SuppliersPage', () => {
  it('shows 6 skeleton cards while the list loads', async () => {
    serve('editor');
    const view = renderPage();
    await screen.findByText('Loading suppliers');
    expect(view.container.querySelectorAll('[aria-busy=true] > [data-slot=card]')).toHaveLength(6);
  });

  it('shows "No suppliers yet" with "Add First Supplier" to a writer', async () => {
    serve('procurement_specialist', []);
    renderPage();
    expect(await screen.findByText('No suppliers yet')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add First Supplier' })).toBeTruthy();
  });

  it('gives a role that may not write the empty state without the add buttons', async () => {
    serve('rd_scientist', []);
    renderPage();
    expect(await screen.findByText('No suppliers yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add First Supplier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Supplier' })).toBeNull();
  });
});
