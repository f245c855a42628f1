// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api.ts';
import { queryKeyToUrl } from '../lib/query-client.ts';
import { SubstancesPage } from './substances-page.tsx';

const user = (role: string) => ({
  id: 'u1',
  email: `${role}@example.com`,
  role,
  firstName: null,
  lastName: null,
});

const linalool = {
  id: 'a1',
  inciName: 'Linalool',
  casNumbers: ['78-70-6'],
  ecNumber: '201-134-4',
  synonyms: ['Linalol'],
  functions: ['fragrance', 'masking'],
  allergen: true,
  fragrance: true,
  colourIndex: null,
  nano: false,
  naturalOriginIndex: '0.500',
  annexEntry: 'Annex III/84',
  countsAs: [],
  usageCount: 1,
  pendingChanges: [],
  revision: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const titanium = {
  ...linalool,
  id: 'a2',
  inciName: 'Titanium Dioxide',
  casNumbers: ['13463-67-7'],
  ecNumber: null,
  synonyms: [],
  functions: ['uv_filter', 'colorant'],
  allergen: false,
  fragrance: false,
  colourIndex: 'CI 77891',
  nano: true,
  naturalOriginIndex: null,
  usageCount: 3,
  pendingChanges: [],
};

/** Answers the user call and the substance list (or never, to hold the loading state); records the URLs asked. */
function serve(role: string, list?: unknown[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      if (url === '/api/auth/user') return Promise.resolve(Response.json(user(role)));
      if (url.startsWith('/api/substances') && list) {
        return Promise.resolve(Response.json(list, { headers: { 'x-total-count': String(list.length) } }));
      }
      return new Promise(() => {});
    }),
  );
  return asked;
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
      <SubstancesPage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SubstancesPage', () => {
  it('shows 5 skeleton rows while the list loads', async () => {
    serve('viewer');
    const view = renderPage();
    await screen.findByRole('heading', { name: 'Substances' });
    expect(screen.getByRole('table', { name: 'Substances' }).getAttribute('aria-busy')).toBe('true');
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(5);
  });

  it('asks the server for the first page sorted by INCI name, and shows each column', async () => {
    const asked = serve('quality_regulatory', [linalool, titanium]);
    renderPage();
    const row = (await screen.findByText('Linalool')).closest('tr')!;
    expect(asked).toContain('/api/substances?limit=25&offset=0&sort=inciName');
    expect(screen.getByText('2 substance(s) in the catalogue')).toBeTruthy();
    const cells = within(row);
    expect(cells.getByText('Linalol')).toBeTruthy();
    expect(cells.getByText('78-70-6')).toBeTruthy();
    expect(cells.getByText('EC 201-134-4')).toBeTruthy();
    expect(cells.getByText('Fragrance, Masking')).toBeTruthy();
    expect(cells.getByText('Allergen')).toBeTruthy();
    expect(cells.getByText('Fragrance')).toBeTruthy();
    // The stored "0.500" as a person reads it.
    expect(cells.getByText('0.5')).toBeTruthy();
    expect(cells.getByText('1 raw material')).toBeTruthy();
    const tio2 = within(screen.getByText('Titanium Dioxide').closest('tr')!);
    expect(tio2.getByText('UV filter, Colorant')).toBeTruthy();
    expect(tio2.getByText('CI 77891')).toBeTruthy();
    expect(tio2.getByText('Nano')).toBeTruthy();
    expect(tio2.getByText('No data yet')).toBeTruthy();
    expect(tio2.getByText('3 raw materials')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Substance' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Linalool' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Titanium Dioxide' })).toBeTruthy();
  });

  it('gives a viewer the rows without Add, Import, Edit or Delete', async () => {
    serve('viewer', [linalool]);
    renderPage();
    await screen.findByText('Linalool');
    expect(screen.queryByRole('button', { name: 'Add Substance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Linalool' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Linalool' })).toBeNull();
  });

  it('shows "No substances yet" with "Add First Substance" to a writer of an empty catalogue', async () => {
    serve('rd_scientist', []);
    renderPage();
    expect(await screen.findByText('No substances yet')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add First Substance' })).toBeTruthy();
  });
});
