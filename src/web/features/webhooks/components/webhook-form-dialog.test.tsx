// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookEndpoint } from '../../../../domain/integrations/webhooks.ts';
import { api } from '../../../lib/api.ts';
import { queryKeyToUrl } from '../../../lib/query-client.ts';
import { getToasts } from '../../../lib/toast.ts';
import { WebhookFormDialog } from './webhook-form-dialog.tsx';

// Loaded machines render slowly: wait up to 10 s for each expected state (a limit, not a timing check).
configure({ asyncUtilTimeout: 10_000 });

const STALE = 'This record was changed by someone else. Reload to see the latest version.';
const PRIVATE =
  'This URL leads to a private, loopback or link-local address. Set WEBHOOK_ALLOW_PRIVATE=true to allow it.';

function endpoint(revision: number, url: string): WebhookEndpoint {
  return {
    id: '0b7c3c2e-6f1e-4c55-9d7a-5d1f0e8a9b10',
    url,
    events: ['formulation.created'],
    active: true,
    revision,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

/** What the fake server was sent, and what it holds. */
let server: { current: WebhookEndpoint; sent: { method: string; body: Record<string, unknown> }[] };

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
  server = { current: endpoint(1, 'https://erp.example.com/hooks'), sent: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown, status = 200) => Response.json(body, { status });
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === `/api/admin/webhooks/${server.current.id}`) return json(server.current);
      const body = JSON.parse(String(init?.body ?? '{}'));
      server.sent.push({ method, body });
      if (method === 'POST' && String(body.url).includes('127.0.0.1')) {
        return json({ message: PRIVATE, fieldErrors: { url: [PRIVATE] } }, 400);
      }
      if (method === 'POST') return json({ ...server.current, ...body, secret: undefined }, 201);
      if (method === 'PUT') {
        if (body.revision !== server.current.revision) return json({ message: STALE }, 409);
        return json({ ...server.current, ...body, revision: body.revision + 1 });
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(existing?: WebhookEndpoint) {
  const onOpenChange = vi.fn();
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey, signal }) => api.get(queryKeyToUrl(queryKey), { signal }),
        retry: false,
      },
    },
  });
  render(
    <QueryClientProvider client={client}>
      <WebhookFormDialog open onOpenChange={onOpenChange} endpoint={existing} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** The message shown under a field: the one its aria-describedby points at. */
function messageOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('WebhookFormDialog', () => {
  it('shows the schema’s messages under each field and sends nothing', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add Endpoint' });
    fireEvent.change(input('URL'), { target: { value: 'ftp://files.example.com/drop' } });
    fireEvent.change(input('Secret'), { target: { value: 'too-short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));

    await waitFor(() => expect(input('URL').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(input('URL'))).toContain('URL must be an http or https address');
    expect(messageOf(input('Secret'))).toContain('Secret must be at least 16 characters');
    const events = screen.getByRole('group', { name: 'Events' });
    expect(within(events).getByText('Choose at least one event')).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it('asks for a secret, and Generate makes a random one that passes', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add Endpoint' });
    fireEvent.change(input('URL'), { target: { value: 'https://erp.example.com/hooks' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'formulation.created' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    await waitFor(() => expect(messageOf(input('Secret'))).toContain('Secret is required'));

    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(input('Secret').value).toMatch(/^whsec_[0-9a-f]{64}$/));
    // The value shows at once; the message goes once the schema has re-checked it (asynchronously).
    await waitFor(() => expect(messageOf(input('Secret'))).not.toContain('Secret is required'));
    const first = input('Secret').value;
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(input('Secret').value).not.toBe(first));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toEqual({
      method: 'POST',
      body: {
        url: 'https://erp.example.com/hooks',
        events: ['formulation.created'],
        active: true,
        secret: input('Secret').value,
      },
    });
  });

  it('shows the server’s refusal of a private address under the URL', async () => {
    const onOpenChange = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add Endpoint' });
    fireEvent.change(input('URL'), { target: { value: 'http://127.0.0.1:9/hooks' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'formulation.deleted' }));
    fireEvent.change(input('Secret'), { target: { value: 'a-secret-of-enough-length' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));

    await waitFor(() => expect(messageOf(input('URL'))).toContain(PRIVATE));
    expect(getToasts().at(-1)).toMatchObject({ title: 'Error', description: PRIVATE });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('edits with the secret kept, and a stale save reloads the latest version', async () => {
    const onOpenChange = renderDialog(server.current);
    await screen.findByRole('dialog', { name: 'Edit Endpoint' });
    expect(input('URL').value).toBe('https://erp.example.com/hooks');
    expect(screen.getByRole('checkbox', { name: 'formulation.created' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(input('New Secret (optional)').value).toBe('');

    // Someone else saves first.
    server.current = endpoint(2, 'https://erp.example.com/hooks/v2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'formulation.deleted' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(input('URL').value).toBe('https://erp.example.com/hooks/v2'));
    expect(getToasts().at(-1)).toMatchObject({ title: 'Error', description: STALE });
    expect(onOpenChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.sent.map(({ body }) => [body.revision, body.events, 'secret' in body])).toEqual([
      [1, ['formulation.created', 'formulation.deleted'], false],
      [2, ['formulation.created'], false],
    ]);
    expect(getToasts().at(-1)?.description).toBe('Endpoint updated successfully');
  });
});
