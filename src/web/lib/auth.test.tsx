// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../domain/user/user.ts';
import { JUST_CHECKED_MS, useAuth } from './auth.ts';
import { AUTH_USER_KEY } from './query-client.ts';

const USER = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', role: 'editor' } as unknown as User;
let fetches: string[];

beforeEach(() => {
  fetches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetches.push(url);
      return Response.json({ ...USER, firstName: 'Ana (re-checked)' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Screen() {
  const { user } = useAuth({ recheck: true });
  return <p>{user?.firstName ?? 'nobody'}</p>;
}

function mountWith(updatedAt: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(AUTH_USER_KEY, USER, { updatedAt });
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
}

describe('useAuth({ recheck: true }) when a screen mounts', () => {
  it('does not ask again for a session answer that just came (the page’s boot data)', async () => {
    mountWith(Date.now());
    expect(await screen.findByText('Ana')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetches).toEqual([]);
  });

  it('re-checks an older answer', async () => {
    mountWith(Date.now() - JUST_CHECKED_MS - 1_000);
    await waitFor(() => expect(fetches).toEqual(['/api/auth/user']));
    expect(await screen.findByText('Ana (re-checked)')).toBeTruthy();
  });
});
