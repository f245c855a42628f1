import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'hang' | 'error500' | 'malformed';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
  };
}

export interface FakeOpenAiServer {
  baseUrl: string;
  requests: RecordedRequest[];
  mode: FakeMode;
  reply: string;
  close(): Promise<void>;
}

/**
 * A small OpenAI-compatible server on 127.0.0.1 (random port) for the provider tests: it records every request
 * and answers a chat completion, never answers, fails with 500, or answers 200 with `{}`, as `mode` says.
 */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const state: FakeOpenAiServer = {
    baseUrl: '',
    requests: [],
    mode: 'ok',
    reply: 'Swap half the niacinamide for a cheaper grade.',
    close: async () => undefined,
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      state.requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: text ? JSON.parse(text) : {},
      });
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      switch (state.mode) {
        case 'hang':
          return; // never answers: the client's timeout must end the wait
        case 'error500':
          return json(500, { error: { message: 'upstream exploded', type: 'server_error' } });
        case 'malformed':
          return json(200, {});
        default:
          return json(200, {
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 1_700_000_000,
            model: state.requests.at(-1)?.body.model ?? 'test-model',
            choices: [
              { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: state.reply } },
            ],
          });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
