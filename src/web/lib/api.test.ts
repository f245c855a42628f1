import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, isUnauthorized, readApiError } from './api.ts';

function answer(status: number, body: string, init: { statusText?: string; type?: string } = {}) {
  return new Response(status === 204 ? null : body, {
    status,
    statusText: init.statusText ?? '',
    headers: { 'content-type': init.type ?? 'application/json' },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends cookies and a JSON body with a JSON content type', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, '{"id":"1"}'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/things', { name: 'x' })).resolves.toEqual({ id: '1' });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"name":"x"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no content type on a GET', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, '[]'));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/things');
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws "status: body" on a non-OK answer', async () => {
    vi.stubGlobal('fetch', async () => answer(401, '{"message":"Unauthorized"}'));
    const error = await api.get('/api/auth/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('401: {"message":"Unauthorized"}');
    expect(isUnauthorized(error)).toBe(true);
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', async () => answer(502, '', { statusText: 'Bad Gateway', type: 'text/plain' }));
    await expect(api.get('/api/x')).rejects.toThrow('502: Bad Gateway');
  });

  it('answers undefined for 204', async () => {
    vi.stubGlobal('fetch', async () => answer(204, ''));
    await expect(api.delete('/api/x/1')).resolves.toBeUndefined();
  });
});

describe('readApiError', () => {
  it("reads the server's message and field errors", () => {
    const error = new ApiError(
      400,
      '{"message":"Name is required","fieldErrors":{"name":["Name is required"]}}',
      '',
    );
    expect(readApiError(error, 'Failed to create formulation')).toEqual({
      status: 400,
      message: 'Name is required',
      fieldErrors: { name: ['Name is required'] },
    });
  });

  it('falls back when the body has no message', () => {
    const error = new ApiError(500, '<html>oops</html>', 'Internal Server Error');
    expect(readApiError(error, 'Failed to delete formulation').message).toBe('Failed to delete formulation');
    expect(readApiError(error).message).toBe('500: <html>oops</html>');
  });

  it('handles errors that are not API errors', () => {
    expect(readApiError(new TypeError('Failed to fetch'))).toEqual({
      status: undefined,
      message: 'Failed to fetch',
      fieldErrors: {},
    });
  });
});
