import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_CONTEXT } from '../../src/domain/ideation/constants.ts';
import { events } from '../../src/server/db/schema.ts';
import { activityOf } from '../support/factories.ts';
import {
  chat,
  formulation,
  names,
  newSession,
  other,
  scientist,
  scientistId,
  sessionCount,
  startIdeationApp,
  stopIdeationApp,
  storedSession,
  t,
} from '../support/ideation-app.ts';

/**
 * AI ideation's chat (docs/product-rules.md, "The AI", "API conventions"): which advisor answers, answers drawn
 * from the database and saved as a session, the message limits, and the team's sessions listed newest first
 * (the list reads the sessions the chat tests saved).
 */
beforeAll(startIdeationApp);
afterAll(stopIdeationApp);

describe('GET /api/ideation/provider', () => {
  it('says the built-in advisor answers when no provider is configured', async () => {
    const response = await t.call({ method: 'GET', url: '/api/ideation/provider', cookie: scientist });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'builtin', model: null, label: 'Built-in advisor' });
  });
});

describe('POST /api/ideation/chat', () => {
  it("answers from the database with the formulation's cost drivers and saves the session", async () => {
    const context = `Formulation "${formulation.name}", a serum`;
    const response = await chat({ message: 'Cost reduction ideas', context, formulationId: formulation.id });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      response: expect.any(String),
      sessionId: expect.any(String),
      provider: 'builtin',
      sources: [],
    });
    // C = 100 × 1.20 + 900 × 0.002 = 121.8; per unit 121.8 × 50 / 1000 = 6.09; niacinamide 6.00 (98.5 %).
    expect(body.response).toContain('Cost per unit $6.090');
    expect(body.response).toContain(`1. ${names.active}: $6.000 per unit (98.5% of the cost)`);
    // The cheaper active saves 100 × (1.20 − 0.80) × 50 / 1000 = 2.00 per unit.
    expect(body.response).toContain(
      `Replace ${names.active} ($1.200/oz) with ${names.cheaper} ($0.800/oz, active): saves $2.000 per unit`,
    );
    expect(await storedSession(body.sessionId)).toMatchObject({
      userId: scientistId,
      title: `Cost reduction ideas for ${formulation.name}`,
      prompt: 'Cost reduction ideas',
      context,
      response: body.response,
      tags: ['cost', 'serum'],
      formulationId: formulation.id,
      provider: 'builtin',
      rating: null,
      isImplemented: false,
      revision: 1,
    });
    const activity = await activityOf(t, body.sessionId);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      action: 'ideation_chat',
      userId: scientistId,
      description: `Asked the AI assistant: "Cost reduction ideas for ${formulation.name}"`,
    });
    const published = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'ideation'), eq(events.entityId, body.sessionId)));
    expect(published).toHaveLength(1);
  });

  it('answers for the portfolio without a formulation and stores the default context', async () => {
    const response = await chat({ message: '  Sustainability improvements  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().response).toContain('Sustainability improvements across the portfolio');
    expect(await storedSession(response.json().sessionId)).toMatchObject({
      prompt: 'Sustainability improvements',
      context: GENERAL_CONTEXT,
      tags: ['sustainability'],
      formulationId: null,
    });
  });

  it('refuses a blank, missing or too long message and a too long context with 400, saving nothing', async () => {
    const before = await sessionCount();
    for (const [payload, message] of [
      [{ message: '   \n ', context: GENERAL_CONTEXT }, 'Message is required'],
      [{ context: GENERAL_CONTEXT }, 'Message is required'],
      [{ message: 'x'.repeat(4001) }, 'Message must be at most 4000 characters'],
      [{ message: 'Hi', context: 'c'.repeat(2001) }, 'Context must be at most 2000 characters'],
    ] as const) {
      const response = await chat(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await sessionCount()).toBe(before);
  });

  it('answers 404 for an unknown formulation', async () => {
    const before = await sessionCount();
    for (const formulationId of [randomUUID(), 'not-a-uuid']) {
      const response = await chat({ message: 'Cost reduction ideas', formulationId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Formulation not found' });
    }
    expect(await sessionCount()).toBe(before);
  });
});

describe('GET /api/ideation', () => {
  it("lists the team's sessions with their authors, newest first, with ?limit and X-Total-Count", async () => {
    const mine = [
      await newSession(scientist, 'First question'),
      await newSession(scientist, 'Second question'),
    ];
    const theirs = await newSession(other, 'Their question');
    const response = await t.call({ method: 'GET', url: '/api/ideation', cookie: scientist });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: string; title: string; createdAt: string; userId: string }[];
    expect(list.slice(0, 3).map((s) => s.id)).toEqual([theirs.id, mine[1]!.id, mine[0]!.id]);
    expect(list[1]).toMatchObject({ title: 'Second question', tags: ['unknown'], formulationName: null });
    expect(list[0]!.userId).not.toBe(list[1]!.userId);
    expect(list[0]).toMatchObject({ authorName: expect.any(String) });
    expect((list[0] as unknown as { authorName: string }).authorName).not.toBe('');
    const dates = list.map((s) => s.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const limited = await t.call({ method: 'GET', url: '/api/ideation?limit=1', cookie: scientist });
    expect(limited.json()).toHaveLength(1);
    expect(limited.headers['x-total-count']).toBe(String(list.length));
    const bad = await t.call({ method: 'GET', url: '/api/ideation?limit=0', cookie: scientist });
    expect(bad.statusCode).toBe(400);
  });

  it('names the formulation of a session', async () => {
    const list = (await t.call({ method: 'GET', url: '/api/ideation', cookie: scientist })).json() as {
      formulationId: string | null;
      formulationName: string | null;
    }[];
    expect(list.find((s) => s.formulationId === formulation.id)?.formulationName).toBe(formulation.name);
  });
});
