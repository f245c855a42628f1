import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityLog, ideationSessions } from '../../src/server/db/schema.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../ai/fake-openai-server.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/** The chat route with an OpenAI-compatible provider configured (AI_BASE_URL / AI_MODEL), against a fake server. */
let server: FakeOpenAiServer;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
  t = await buildTestApp({
    env: { AI_BASE_URL: server.baseUrl, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '300' },
  });
  cookie = await t.signInAs('finance_analyst');
});
afterAll(async () => {
  await t.close();
  await server.close();
});
beforeEach(() => {
  server.mode = 'ok';
});

async function counts() {
  const [sessions] = await t.database.db.select({ n: count() }).from(ideationSessions);
  const [activity] = await t.database.db.select({ n: count() }).from(activityLog);
  return { sessions: sessions!.n, activity: activity!.n };
}

const chat = () =>
  t.call({ method: 'POST', url: '/api/ideation/chat', payload: { message: 'Cost reduction ideas' }, cookie });

describe('POST /api/ideation/chat with an OpenAI-compatible provider', () => {
  it("labels the provider with the model's name", async () => {
    const response = await t.call({ method: 'GET', url: '/api/ideation/provider', cookie });
    expect(response.json()).toEqual({
      provider: 'openai-compatible',
      model: 'test-model',
      label: 'test-model',
    });
  });

  it("returns the model's reply and saves it with the provider's name", async () => {
    const response = await chat();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ response: server.reply, provider: 'openai-compatible' });
  });

  it.each(['hang', 'error500', 'malformed'] as const)(
    'answers 502 and saves nothing when the provider fails (%s)',
    async (mode) => {
      server.mode = mode;
      const before = await counts();
      const response = await chat();
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: 'The AI provider did not answer. Please try again.' });
      expect(await counts()).toEqual(before);
    },
  );
});
