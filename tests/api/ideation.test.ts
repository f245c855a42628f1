import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_CONTEXT } from '../../src/domain/ideation/constants.ts';
import { activityLog, events, ideationSessions } from '../../src/server/db/schema.ts';
import { activityOf, createFormulation, createIngredient, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

let t: TestApp;
/** rd_scientist: may write formulations and use the AI chat. */
let scientist: string;
let scientistId: string;
/** product_manager: another ideation user, for the IDOR checks. */
let other: string;
let viewer: string;
let formulation: { id: string; name: string };
let names: { active: string; cheaper: string; water: string };

beforeAll(async () => {
  t = await buildTestApp();
  scientist = await t.signInAs('rd_scientist');
  scientistId = (await t.createUser('rd_scientist')).id;
  other = await t.signInAs('product_manager');
  viewer = await t.signInAs('viewer');
  names = {
    active: uniqueName('Niacinamide'),
    cheaper: uniqueName('Generic B3'),
    water: uniqueName('Water'),
  };
  // Niacinamide $1.20/oz, a cheaper active at $0.80/oz, water $0.032/lb = $0.002/oz.
  // Both are niacinamide (same INCI name, so the same function): the cheaper one is a stand-in.
  const active = await createIngredient(t, scientist, {
    name: names.active,
    incisName: 'Niacinamide',
    category: 'active',
    unitCost: '1.20',
  });
  await createIngredient(t, scientist, {
    name: names.cheaper,
    incisName: 'Niacinamide',
    category: 'active',
    unitCost: '0.80',
  });
  const water = await createIngredient(t, scientist, {
    name: names.water,
    category: 'base',
    unitCost: '0.032',
    unit: 'lb',
  });
  // 100 oz niacinamide + 900 oz water in a 1000 oz batch of 50 oz units.
  formulation = await createFormulation(t, scientist, [
    { ingredientId: active.id, ounces: '100' },
    { ingredientId: water.id, ounces: '900' },
  ]);
});
afterAll(async () => t.close());

const chat = (payload: object, cookie = scientist) =>
  t.call({ method: 'POST', url: '/api/ideation/chat', payload, cookie });
const patch = (id: string, payload: object, cookie = scientist) =>
  t.call({ method: 'PATCH', url: `/api/ideation/${id}`, payload, cookie });

async function sessionCount() {
  const [row] = await t.database.db.select({ n: count() }).from(ideationSessions);
  return row!.n;
}
async function storedSession(id: string) {
  const [row] = await t.database.db.select().from(ideationSessions).where(eq(ideationSessions.id, id));
  return row;
}
async function newSession(cookie = scientist, message = 'Cost reduction ideas') {
  const response = await chat({ message, context: GENERAL_CONTEXT }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const session = (await storedSession(response.json().sessionId))!;
  return { id: session.id, revision: session.revision };
}

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

describe('access', () => {
  const routes = () =>
    [
      { method: 'GET', url: '/api/ideation/provider' },
      { method: 'GET', url: '/api/ideation' },
      { method: 'POST', url: '/api/ideation/chat', payload: { message: 'Cost reduction ideas' } },
      { method: 'PATCH', url: `/api/ideation/${randomUUID()}`, payload: { rating: 5, revision: 1 } },
      { method: 'DELETE', url: `/api/ideation/${randomUUID()}` },
      { method: 'POST', url: '/api/ideation/cost-report', payload: {} },
    ] as const;

  it('answers 401 signed out and 403 to a viewer on every route, changing nothing', async () => {
    const before = await sessionCount();
    for (const route of routes()) {
      const signedOut = await t.call(route);
      expect(signedOut.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(signedOut.json()).toEqual({ message: 'Unauthorized' });
      const forbidden = await t.call({ ...route, cookie: viewer });
      expect(forbidden.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect(await sessionCount()).toBe(before);
  });

  it('answers 404 on every route while the aiIdeation feature is off', async () => {
    await t.directWrite(() =>
      t.database.db.execute(
        sql`update system_settings set data = jsonb_set(data, '{features,aiIdeation}', 'false'::jsonb)`,
      ),
    );
    try {
      const before = await sessionCount();
      for (const route of routes()) {
        const response = await t.call({ ...route, cookie: scientist });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      }
      expect(await sessionCount()).toBe(before);
    } finally {
      await t.directWrite(() =>
        t.database.db.execute(
          sql`update system_settings set data = jsonb_set(data, '{features,aiIdeation}', 'true'::jsonb)`,
        ),
      );
    }
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

describe('PATCH /api/ideation/:id', () => {
  it('rates a session (a number or numeric text), marks it implemented and clears the rating', async () => {
    const session = await newSession();
    const rated = await patch(session.id, { rating: 4, revision: session.revision });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ id: session.id, rating: 4, isImplemented: false, revision: 2 });
    const done = await patch(session.id, { rating: '5', isImplemented: true, revision: 2 });
    expect(done.json()).toMatchObject({ rating: 5, isImplemented: true, revision: 3 });
    const cleared = await patch(session.id, { rating: null, revision: 3 });
    expect(cleared.json()).toMatchObject({ rating: null, isImplemented: true, revision: 4 });
    const activity = await activityOf(t, session.id);
    expect(activity.map((a) => a.description.replace(/^AI session "[^"]*": /, ''))).toEqual([
      expect.stringMatching(/^Asked the AI assistant/),
      'rated 4/5',
      'rated 5/5, marked implemented',
      'cleared the rating',
    ]);
  });

  it('answers 409 on a stale revision and changes nothing', async () => {
    const session = await newSession();
    expect((await patch(session.id, { rating: 3, revision: 1 })).statusCode).toBe(200);
    const stale = await patch(session.id, { rating: 1, isImplemented: true, revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    expect(await storedSession(session.id)).toMatchObject({ rating: 3, isImplemented: false, revision: 2 });
  });

  it('answers 400 for a bad rating, a missing revision or nothing to change', async () => {
    const session = await newSession();
    for (const [payload, message] of [
      [{ rating: 6, revision: 1 }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 2.5, revision: 1 }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 0, revision: 1 }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 3 }, 'Revision is required'],
      [{ revision: 1 }, 'Nothing to update: send a rating or isImplemented'],
    ] as const) {
      const response = await patch(session.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await storedSession(session.id)).toMatchObject({ rating: null, revision: 1 });
  });

  it("answers 404 for an unknown id and 403 for another user's session, which stays as it was", async () => {
    const theirs = await newSession(other, 'Their idea');
    for (const id of [randomUUID(), 'nope']) {
      const response = await patch(id, { rating: 1, isImplemented: true, revision: 1 });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'AI session not found' });
    }
    const refused = await patch(theirs.id, { rating: 1, isImplemented: true, revision: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can change only your own AI sessions' });
    expect(await storedSession(theirs.id)).toMatchObject({ rating: null, isImplemented: false, revision: 1 });
  });
});

describe('DELETE /api/ideation/:id', () => {
  it('deletes an own session and records it', async () => {
    const session = await newSession();
    const response = await t.call({
      method: 'DELETE',
      url: `/api/ideation/${session.id}`,
      cookie: scientist,
    });
    expect(response.statusCode).toBe(204);
    expect(await storedSession(session.id)).toBeUndefined();
    expect((await activityOf(t, session.id)).at(-1)).toMatchObject({ action: 'ideation_delete' });
  });

  it("answers 404 for an unknown id and 403 for another user's session, which stays", async () => {
    const theirs = await newSession(other, 'Keep me');
    const unknown = await t.call({
      method: 'DELETE',
      url: `/api/ideation/${randomUUID()}`,
      cookie: scientist,
    });
    expect(unknown.statusCode).toBe(404);
    const refused = await t.call({ method: 'DELETE', url: `/api/ideation/${theirs.id}`, cookie: scientist });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can change only your own AI sessions' });
    expect(await storedSession(theirs.id)).toBeDefined();
  });
});

describe('POST /api/ideation/cost-report', () => {
  it('reports every formulation with its drivers, best swap and the portfolio saving', async () => {
    const before = await t.database.db.select({ n: count() }).from(activityLog);
    const response = await t.call({
      method: 'POST',
      url: '/api/ideation/cost-report',
      payload: {},
      cookie: other,
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    const entry = report.entries.find((e: { formulationId: string }) => e.formulationId === formulation.id);
    expect(entry).toMatchObject({
      name: formulation.name,
      costPerUnit: '6.0900',
      drivers: [
        { name: names.active, costPerUnit: '6.0000', share: '98.5' },
        { name: names.water, costPerUnit: '0.0900', share: '1.5' },
      ],
      bestSwap: {
        replace: names.active,
        with: names.cheaper,
        category: 'active',
        savingPerUnit: '2.0000',
        newCostPerUnit: '4.0900',
        savingPerBatch: '40.0000',
      },
    });
    expect(report.totals).toMatchObject({ formulationCount: report.entries.length });
    expect(Number(report.totals.totalSavingPerUnit)).toBeGreaterThanOrEqual(2);
    expect(report.provider).toBe('builtin');
    expect(report.text).toContain('AI Cost Optimization Report');
    expect(report.text).toContain(`replace ${names.active} with ${names.cheaper}`);
    const after = await t.database.db.select({ n: count() }).from(activityLog);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });
});
