import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATA_WITHHELD_NOTE } from '../../src/domain/ideation/constants.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../ai/fake-openai-server.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The data-sharing consent (account settings, privacy.dataSharing; ADR 064) against a fake OpenAI-compatible
 * provider served here: off, the provider is sent the question alone and the answer says so; on, it gets the
 * context, the formulation and the tools that read the database.
 */
let server: FakeOpenAiServer;
let t: TestApp;
let cookie: string;
let target: { id: string; name: string };
beforeAll(async () => {
  server = await startFakeOpenAiServer();
  t = await buildTestApp({
    env: {
      AI_BASE_URL: server.baseUrl,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '2000',
    },
    seed: 'demo',
  });
  cookie = await t.signInAs('finance_analyst');
  const list = (await t.call({ method: 'GET', url: '/api/formulations', cookie })).json() as {
    id: string;
    name: string;
  }[];
  target = list.find((f) => f.name === 'Matte Hydrating Moisturizer')!;
});
afterAll(async () => {
  await t.close();
  await server.close();
});
beforeEach(() => {
  server.mode = 'ok';
  server.requests.length = 0;
});

async function consent(dataSharing: boolean) {
  const settings = (await t.call({ method: 'GET', url: '/api/account-settings', cookie })).json();
  settings.privacy.dataSharing = dataSharing;
  const saved = await t.call({ method: 'PATCH', url: '/api/account-settings', payload: settings, cookie });
  expect(saved.statusCode, saved.body).toBe(200);
}
const ask = () =>
  t.call({
    method: 'POST',
    url: '/api/ideation/chat',
    payload: { message: 'How can we make it cheaper?', formulationId: target.id, context: 'Cost review' },
    cookie,
  });
/** Everything the provider was sent, as one text. */
const sent = () => JSON.stringify(server.requests.map((request) => request.body));

describe('POST /api/ideation/chat and the data-sharing consent', () => {
  it('off (the default): the provider gets only the question, no tools, and the answer says the data stayed', async () => {
    const response = await ask();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().response).toBe(`${server.reply}\n\n${DATA_WITHHELD_NOTE}`);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.body.tools).toBeUndefined();
    const messages = request!.body.messages!;
    expect(messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
      'How can we make it cheaper?',
    ]);
    expect(sent()).not.toContain(target.name);
    expect(sent()).not.toContain(target.id);
    expect(sent()).not.toContain('Cost review');
    expect(sent()).not.toContain('$');
  });

  it('on: the provider gets the context, the formulation and the tools; no note', async () => {
    await consent(true);
    const response = await ask();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().response).toBe(server.reply);
    expect(server.requests[0]!.body.tools?.length).toBeGreaterThan(0);
    expect(sent()).toContain(target.name);
    expect(sent()).toContain('Cost review');
    await consent(false);
  });

  it('the saved session keeps the note, so a colleague reading it knows what the AI saw', async () => {
    const response = await ask();
    const sessions = (await t.call({ method: 'GET', url: '/api/ideation', cookie })).json() as {
      id: string;
      response: string;
    }[];
    const saved = sessions.find((session) => session.id === response.json().sessionId);
    expect(saved?.response).toContain(DATA_WITHHELD_NOTE);
  });
});
