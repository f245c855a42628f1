// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiToken } from '../../../../domain/integrations/tokens.ts';
import { api } from '../../../lib/api.ts';
import { queryKeyToUrl } from '../../../lib/query-client.ts';
import { getToasts } from '../../../lib/toast.ts';
import { ApiTokensCard } from './api-tokens-card.tsx';

// Loaded machines render slowly: wait up to 10 s for each expected state (a limit, not a timing check).
configure({ asyncUtilTimeout: 10_000 });

const SECRET = 'fmy_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

function listed(name: string, overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'personal',
    name,
    prefix: SECRET.slice(0, 10),
    access: 'read',
    role: null,
    ownerId: '00000000-0000-4000-8000-0000000000aa',
    ownerEmail: 'petra@example.com',
    expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString(),
    lastUsedAt: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

let server: { tokens: ApiToken[]; posts: unknown[]; deletes: string[] };

beforeEach(() => {
  server = { tokens: [], posts: [], deletes: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/profile/tokens' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        server.posts.push(body);
        const token = listed(body.name, { access: body.access, expiresAt: body.expiresAt });
        server.tokens = [token, ...server.tokens];
        return Response.json({ ...token, token: SECRET }, { status: 201 });
      }
      if (url.startsWith('/api/profile/tokens/') && init?.method === 'DELETE') {
        const id = url.split('/').at(-1)!;
        server.deletes.push(id);
        server.tokens = server.tokens.filter((token) => token.id !== id);
        return new Response(null, { status: 204 });
      }
      if (url === '/api/profile/tokens') return Response.json(server.tokens);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => {}) } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
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
      <ApiTokensCard />
    </QueryClientProvider>,
  );
}

describe('ApiTokensCard', () => {
  it('shows a new token once, copies it, and lists the token without it afterwards', async () => {
    renderCard();
    expect(await screen.findByText('No API tokens yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Token' }));
    const form = await screen.findByRole('dialog', { name: 'Create Token' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'ERP sync' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Token' }));

    const shown = await screen.findByRole('dialog', { name: 'Token Created' });
    expect(within(shown).getByLabelText<HTMLInputElement>('API token').value).toBe(SECRET);
    expect(within(shown).getByText(/it will not be shown again/)).toBeTruthy();
    // The chosen day's end, as an instant the server checks against its one-year limit.
    expect(server.posts).toEqual([
      { name: 'ERP sync', access: 'read', expiresAt: expect.stringMatching(/T\d\d:\d\d:59\.999Z$/) },
    ]);

    fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith(SECRET));
    expect(getToasts().at(-1)?.title).toBe('Token Copied');
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeTruthy();

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list has refreshed: the new token by name and prefix, never used, and the token itself is gone.
    const row = (await screen.findByRole('cell', { name: /ERP sync/ })).closest('tr')!;
    expect(within(row).getByText('Read-only')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByText(`${SECRET.slice(0, 10)}…`)).toBeTruthy();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('revokes a token after a confirmation', async () => {
    server.tokens = [listed('Old script', { lastUsedAt: new Date().toISOString() })];
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Old script' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke API Token' });
    expect(within(confirm).getByText(/This cannot be undone/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No API tokens yet')).toBeTruthy();
    expect(server.deletes).toEqual([listed('x').id]);
    expect(getToasts().at(-1)?.title).toBe('Token Revoked');
  });
});
