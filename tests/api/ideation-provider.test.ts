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
    env: {
      AI_BASE_URL: server.baseUrl,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '2000',
    },
    seed: 'demo',
  });
  cookie = await t.signInAs('finance_analyst');
  // The company's data reaches an external provider only with the user's consent (ADR 064).
  const settings = (await t.call({ method: 'GET', url: '/api/account-settings', cookie })).json();
  settings.privacy.dataSharing = true;
  const saved = await t.call({ method: 'PATCH', url: '/api/account-settings', payload: settings, cookie });
  expect(saved.statusCode, saved.body).toBe(200);
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

  it("the model's tool calls run the engines on the database; the reply cites them and the session is saved", async () => {
    const list = (await t.call({ method: 'GET', url: '/api/formulations', cookie })).json() as {
      id: string;
      name: string;
      costPerUnit: string;
    }[];
    const target = list.find((f) => f.name === 'Matte Hydrating Moisturizer')!;
    let received: { id: string; result: { costPerUnit?: string; status?: string } }[] = [];
    server.mode = 'script';
    server.script = (request, turn) => {
      received = (request.body.messages ?? [])
        .filter((m) => m.role === 'tool')
        .map((m) => JSON.parse(m.content!));
      if (turn === 0)
        return {
          toolCalls: [{ name: 'get_formulation', arguments: JSON.stringify({ formulation: target.name }) }],
        };
      if (turn === 1)
        return {
          toolCalls: [
            { name: 'optimize_formulation', arguments: JSON.stringify({ formulation: target.id }) },
          ],
        };
      return { content: `It costs $${received[0]!.result.costPerUnit} per unit [T1].` };
    };
    const start = server.requests.length;
    const response = await t.call({
      method: 'POST',
      url: '/api/ideation/chat',
      payload: { message: 'What does it cost?', formulationId: target.id },
      cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(server.requests.length - start).toBe(3);
    // The cost engine's figure is the one the formulation itself shows (4 decimals).
    expect(Number(received[0]!.result.costPerUnit)).toBeCloseTo(Number(target.costPerUnit), 4);
    expect(received[1]!.result.status).toBe('optimal');
    const body = response.json();
    expect(body.response).toBe(`It costs $${received[0]!.result.costPerUnit} per unit [T1].`);
    expect(body.sources).toEqual([
      {
        id: 'T1',
        tool: 'get_formulation',
        figures: [`${target.name}: cost per unit $${received[0]!.result.costPerUnit}`],
      },
    ]);
    const sessions = (await t.call({ method: 'GET', url: '/api/ideation', cookie })).json() as {
      id: string;
    }[];
    expect(sessions.map((session) => session.id)).toContain(body.sessionId);
    server.script = null;
  });

  it("returns the model's reply and saves it with the provider's name", async () => {
    const response = await chat();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      response: server.reply,
      provider: 'openai-compatible',
      sources: [],
    });
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
