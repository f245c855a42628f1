import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import { holdBootAnswers } from './boot-answers.ts';
import { fetchPage } from './fetch-page.ts';

const network = vi.fn(
  async (url: string) =>
    new Response(JSON.stringify({ from: 'network', url }), {
      status: 200,
      headers: { 'content-type': 'application/json', 'x-total-count': '1' },
    }),
);

afterEach(() => {
  holdBootAnswers(undefined);
  network.mockClear();
  vi.unstubAllGlobals();
});

describe('answers that came with the page (ADR 023)', () => {
  it('answers the first GET of exactly its URL without the network, then asks the network', async () => {
    vi.stubGlobal('fetch', network);
    holdBootAnswers({ '/api/scenarios': { body: [{ id: 's1' }] } });
    expect(await api.get('/api/scenarios')).toEqual([{ id: 's1' }]);
    expect(network).not.toHaveBeenCalled();
    expect(await api.get('/api/scenarios')).toEqual({ from: 'network', url: '/api/scenarios' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('gives a page its total from the answer, and leaves other URLs and writes to the network', async () => {
    vi.stubGlobal('fetch', network);
    holdBootAnswers({
      '/api/compliance/issues?limit=25&offset=0': { body: [{ id: 'i1' }], total: '26' },
      '/api/formulations': { body: [] },
    });
    expect(await fetchPage(['/api/compliance/issues', { limit: 25, offset: 0 }])).toEqual({
      items: [{ id: 'i1' }],
      total: 26,
    });
    await api.get('/api/formulations?limit=5');
    await api.post('/api/formulations', {});
    expect(network.mock.calls.map(([url]) => url)).toEqual([
      '/api/formulations?limit=5',
      '/api/formulations',
    ]);
  });

  it('drops answers the screen did not take in its first seconds', async () => {
    vi.stubGlobal('fetch', network);
    holdBootAnswers({ '/api/scenarios': { body: [] } }, Date.now() - 16_000);
    expect(await api.get('/api/scenarios')).toEqual({ from: 'network', url: '/api/scenarios' });
  });

  it('ignores a payload that is not a map of answers', async () => {
    vi.stubGlobal('fetch', network);
    holdBootAnswers('nonsense');
    holdBootAnswers({ '/api/scenarios': 'no body' });
    await api.get('/api/scenarios');
    expect(network).toHaveBeenCalledTimes(1);
  });
});
