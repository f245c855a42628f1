// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentsPage } from './documents-page.tsx';

const expiring = (days: number) => [
  {
    id: 'd1',
    ingredientId: 'i1',
    supplierId: null,
    type: 'sds',
    version: 2,
    current: true,
    fileName: 'glycerin-sds.pdf',
    contentType: 'application/pdf',
    sizeBytes: 1200,
    issuedOn: '2025-03-01',
    expiresOn: '2026-03-01',
    daysLeft: -2,
    expired: true,
    uploadedBy: 'Pat Buyer',
    revision: 1,
    createdAt: '2025-03-02T10:00:00.000Z',
    ownerName: 'Glycerin',
    ownerKind: 'ingredient',
  },
  ...(days >= 60
    ? [
        {
          id: 'd2',
          ingredientId: null,
          supplierId: 's1',
          type: 'certificate',
          version: 1,
          current: true,
          fileName: 'organic.pdf',
          contentType: 'application/pdf',
          sizeBytes: 5000,
          issuedOn: null,
          expiresOn: '2026-04-15',
          daysLeft: 43,
          expired: false,
          uploadedBy: null,
          revision: 1,
          createdAt: '2025-03-02T10:00:00.000Z',
          ownerName: 'Acme Organics',
          ownerKind: 'supplier',
        },
      ]
    : []),
];

function serve() {
  const fetch = vi.fn((url: string) => {
    const days = /expiring\?days=(\d+)/.exec(url)?.[1];
    if (days) return Promise.resolve(Response.json(expiring(Number(days))));
    if (url === '/api/documents/missing-sds')
      return Promise.resolve(
        Response.json([
          { ingredientId: 'i2', name: 'Niacinamide', approvedFormulations: 2, expiredOn: null },
        ]),
      );
    return new Promise(() => {});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DocumentsPage', () => {
  it('lists documents expiring within the chosen window and the missing safety data sheets', async () => {
    const fetch = serve();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DocumentsPage />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Expiring documents' });
    const first = await within(table).findByText('Glycerin');
    const row = first.closest('tr')!;
    expect(row.textContent).toContain('Safety data sheet');
    expect(row.textContent).toContain('Expired 2 days ago');
    expect(within(row).getByRole('link', { name: 'Download glycerin-sds.pdf' }).getAttribute('href')).toBe(
      '/api/documents/d1/download',
    );
    expect(await screen.findByText(/no safety data sheet, used in 2 approved formulations/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Expiring within'), { target: { value: '60' } });
    expect((await within(table).findByText('Acme Organics')).closest('tr')!.textContent).toContain(
      '43 days left',
    );
    expect(fetch).toHaveBeenCalledWith('/api/documents/expiring?days=60', expect.anything());
  });
});
