// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api.ts';
import { queryKeyToUrl } from '../../../lib/query-client.ts';
import { getToasts } from '../../../lib/toast.ts';
import { AiChat } from './ai-chat.tsx';

const redirectToLogin = vi.fn();
vi.mock('../../../lib/auth.ts', () => ({ redirectToLogin: () => redirectToLogin() }));

interface Call {
  url: string;
  body: unknown;
}
let calls: Call[];
let chatAnswer: () => Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  chatAnswer = async () =>
    json(200, { response: 'Here is an idea.', sessionId: 's1', provider: 'builtin', sources: [] });
  redirectToLogin.mockReset();
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/ideation/provider')
      return json(200, { provider: 'builtin', model: null, label: 'Built-in advisor' });
    if (url === '/api/ideation/chat') return chatAnswer();
    return json(404, { message: 'Not found' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderChat(props: Parameters<typeof AiChat>[0] = {}) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, queryFn: ({ queryKey }) => api.get(queryKeyToUrl(queryKey)) },
      mutations: { retry: false },
    },
  });
  return render(
    <QueryClientProvider client={client}>
      <AiChat {...props} />
    </QueryClientProvider>,
  );
}

const input = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const chatCalls = () => calls.filter((call) => call.url === '/api/ideation/chat');
const beard = {
  id: 'f1',
  name: 'Beard Softening Oil',
  productType: 'treatment',
  description: 'Jojoba oil',
  status: 'approved',
  costPerUnit: '1.6950',
  targetMargin: '72.00',
};

describe('AiChat', () => {
  it("marks the figures that came from the engine: the citations and each tool's figures", async () => {
    chatAnswer = async () =>
      json(200, {
        response: 'It can cost $10.0000 per unit [T2].',
        sessionId: 's1',
        provider: 'openai-compatible',
        sources: [
          {
            id: 'T2',
            tool: 'optimize_formulation',
            figures: ['optimal cost per unit $10.0000 (from $15.2500), saving $5.2500'],
          },
        ],
      });
    renderChat();
    fireEvent.change(input(), { target: { value: 'Make it cheaper' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    const figures = await screen.findByRole('region', { name: 'Figures from the engine' });
    expect(figures.textContent).toContain(
      'Least-cost optimizer: optimal cost per unit $10.0000 (from $15.2500), saving $5.2500',
    );
    const citation = screen.getByTitle('From the engine: Least-cost optimizer');
    expect(citation.textContent).toBe('T2');
    expect(citation.parentElement!.textContent).toBe('It can cost $10.0000 per unit T2.');
  });

  it('greets, labels the provider and shows the general context', async () => {
    renderChat();
    expect(screen.getByText(/^Welcome! I'm your AI assistant for skincare product development/)).toBeTruthy();
    expect(screen.getByText('General AI assistance for skincare product development')).toBeTruthy();
    expect(await screen.findByText('Built-in advisor')).toBeTruthy();
  });

  it('greets with the formulation and sends its context sentence and id', async () => {
    renderChat({ formulation: beard });
    expect(screen.getByText(/^I'm here to help you optimize "Beard Softening Oil"/)).toBeTruthy();
    fireEvent.change(input(), { target: { value: 'Cost reduction ideas' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await screen.findByText('Here is an idea.');
    expect(chatCalls()[0]!.body).toEqual({
      message: 'Cost reduction ideas',
      context:
        'Formulation "Beard Softening Oil", a treatment (Jojoba oil), with status Approved, a current cost per unit of $1.70 and a target margin of 72%.',
      formulationId: 'f1',
    });
  });

  it('sends on Enter but not on Shift+Enter, never a blank message, and shows typing while pending', async () => {
    let answer: (response: Response) => void = () => undefined;
    chatAnswer = () => new Promise((resolve) => (answer = resolve));
    renderChat();
    const send = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(send.disabled).toBe(true);
    fireEvent.change(input(), { target: { value: 'Ideas for mature skin' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(chatCalls()).toHaveLength(0);

    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(chatCalls()).toHaveLength(1));
    expect(input().value).toBe('');
    expect(input().disabled).toBe(true);
    expect(screen.getByText('The AI assistant is typing…')).toBeTruthy();
    expect(screen.getByText('Ideas for mature skin')).toBeTruthy();
    await act(async () =>
      answer(json(200, { response: 'Add bakuchiol.', sessionId: 's2', provider: 'builtin' })),
    );
    await screen.findByText('Add bakuchiol.');
    expect(screen.queryByText('The AI assistant is typing…')).toBeNull();
    expect(input().disabled).toBe(false);
  });

  it('quick prompts only fill the input', () => {
    renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'Sustainability improvements' }));
    expect(input().value).toBe('Sustainability improvements');
    expect(chatCalls()).toHaveLength(0);
  });

  it('a 401 shows "Unauthorized" and logs in again', async () => {
    chatAnswer = async () => json(401, { message: 'Unauthorized' });
    renderChat();
    fireEvent.change(input(), { target: { value: 'Hello' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
    expect(getToasts().at(-1)).toMatchObject({
      variant: 'destructive',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    });
  });

  it('any other failure (the provider’s 502) shows "Failed to get AI response"', async () => {
    chatAnswer = async () => json(502, { message: 'The AI provider did not answer. Please try again.' });
    renderChat();
    fireEvent.change(input(), { target: { value: 'Hello' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() =>
      expect(getToasts().at(-1)).toMatchObject({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to get AI response. Please try again.',
      }),
    );
    expect(redirectToLogin).not.toHaveBeenCalled();
  });
});
