// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api.ts';
import { queryKeyToUrl } from '../../../lib/query-client.ts';
import { getToasts } from '../../../lib/toast.ts';
import { EditFormulationDialog } from './edit-formulation-dialog.tsx';

// Loaded machines render slowly: wait up to 10 s for each expected state (a limit, not a timing check).
configure({ asyncUtilTimeout: 10_000 });

const STALE = 'This record was changed by someone else. Reload to see the latest version.';
const WATER = '11111111-1111-4111-8111-111111111111';

function detail(revision: number, name: string, status = 'draft') {
  return {
    id: 'f1',
    name,
    description: null,
    productType: 'serum',
    targetSkinType: null,
    status,
    batchSize: '1000.000000',
    unitSize: '50.000000',
    version: 1,
    lineageId: 'f1',
    parentId: null,
    totalCost: '2.7344',
    costPerUnit: '0.1367',
    targetMargin: '60.00',
    suggestedUnitPrice: '0.3418',
    ingredientCount: 1,
    createdBy: null,
    revision,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    lines: [],
    inci: [],
  };
}

const line = {
  id: 'l1',
  ingredientId: WATER,
  ingredientName: 'Purified Water',
  inciName: 'Aqua',
  category: 'base',
  unit: 'gal',
  unitCost: '0.350000',
  ounces: '1000.000000',
  quantity: '1000.000000',
  cost: '2.621203',
  concentration: '100.0000',
};

const rawMaterial = {
  id: WATER,
  name: 'Purified Water',
  incisName: 'Aqua',
  unitCost: '0.350000',
  unit: 'gal',
  density: null,
  costPerOunce: '0.002621',
  category: 'base',
};

let server: { current: ReturnType<typeof detail>; puts: { revision: number; name: string }[] };

beforeEach(() => {
  // Radix's switch measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  server = { current: detail(1, 'Original'), puts: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        server.puts.push({ revision: body.revision, name: body.name });
        if (body.revision !== server.current.revision) return json({ message: STALE }, 409);
        return json(server.current);
      }
      if (url === '/api/formulations/f1') return json(server.current);
      if (url === '/api/formulations/f1/ingredients') return json([line]);
      if (url === '/api/ingredients') return json([rawMaterial]);
      return json({ message: 'Not found' }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey, signal }) => api.get(queryKeyToUrl(queryKey), { signal }),
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
    },
  });
  render(
    <QueryClientProvider client={client}>
      <EditFormulationDialog id="f1" onClose={onClose} onEditVersion={vi.fn()} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('EditFormulationDialog', () => {
  it('loads the formulation and its lines into the form', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Edit Formulation' })).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Original'));
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 ounces').value).toBe('1000');
    // A gallon of water (assumed 1 g/mL) weighs 133.5264712 oz: 1000 oz x $0.35 / 133.5264712 = 2.6212031
    // -> $2.621 a line, the whole recipe.
    expect(screen.getByText(/Line cost/).textContent).toContain('$2.621');
  });

  it('a stale save shows the message and reloads the latest version into the form', async () => {
    const onClose = renderDialog();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Original'));
    // Someone else saves first.
    server.current = detail(2, 'Renamed elsewhere');
    fireEvent.click(screen.getByRole('button', { name: 'Update Formulation' }));

    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Renamed elsewhere'),
    );
    expect(getToasts().at(-1)).toMatchObject({ title: 'Error', description: STALE });
    expect(onClose).not.toHaveBeenCalled();

    // Saving again sends the revision just read, and succeeds.
    fireEvent.click(screen.getByRole('button', { name: 'Update Formulation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.puts).toEqual([
      { revision: 1, name: 'Original' },
      { revision: 2, name: 'Renamed elsewhere' },
    ]);
    expect(getToasts().at(-1)?.description).toBe('Formulation updated successfully');
  });

  it('an approved formulation is locked: it offers a new version instead of the form', async () => {
    server.current = detail(1, 'Approved one', 'approved');
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Formulation Locked' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Duplicate as new version' })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });
});
