import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'hang' | 'error500' | 'malformed' | 'no-tools' | 'script';

/** What a scripted turn answers: text, or function calls (name and JSON arguments). */
export type ScriptedTurn =
  | { content: string }
  | { toolCalls: { name: string; arguments: string }[] }
  | { status: number };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: {
      role: string;
      content: string | null;
      tool_call_id?: string;
      tool_calls?: { id: string; function: { name: string; arguments: string } }[];
    }[];
    tools?: { type: string; function: { name: string; parameters: unknown } }[];
    tool_choice?: string;
  };
}

export interface FakeOpenAiServer {
  baseUrl: string;
  requests: RecordedRequest[];
  mode: FakeMode;
  reply: string;
  /** mode 'script': the answer to each request in turn, given what the model has been sent so far. */
  script: ((request: RecordedRequest, turn: number) => ScriptedTurn) | null;
  close(): Promise<void>;
}

/**
 * A small OpenAI-compatible server on 127.0.0.1 (random port) for the provider tests: it records every request
 * and answers a chat completion, never answers, fails with 500, answers 200 with `{}`, refuses requests that
 * offer tools with a 400 (a server without function calling), or plays a script of tool calls, as `mode` says.
 */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const state: FakeOpenAiServer = {
    baseUrl: '',
    requests: [],
    mode: 'ok',
    reply: 'Swap half the niacinamide for a cheaper grade.',
    script: null,
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
        case 'no-tools':
          if (state.requests.at(-1)?.body.tools)
            return json(400, {
              error: { message: 'this model does not support tools', type: 'invalid_request_error' },
            });
          return json(200, completion(state, { role: 'assistant', content: state.reply }));
        case 'script': {
          const turn = state.script!(state.requests.at(-1)!, state.requests.length - 1);
          if ('status' in turn) return json(turn.status, { error: { message: 'scripted failure' } });
          const message =
            'content' in turn
              ? { role: 'assistant', content: turn.content }
              : {
                  role: 'assistant',
                  content: null,
                  tool_calls: turn.toolCalls.map((call, index) => ({
                    id: `call_${state.requests.length}_${index}`,
                    type: 'function',
                    function: call,
                  })),
                };
          return json(200, completion(state, message));
        }
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
  function completion(current: FakeOpenAiServer, message: unknown) {
    return {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: current.requests.at(-1)?.body.model ?? 'test-model',
      choices: [{ index: 0, finish_reason: 'stop', message }],
    };
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
