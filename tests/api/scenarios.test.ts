import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenario } from '../../src/domain/scenario/run-scenario.ts';
import type { ScenarioData } from '../../src/domain/scenario/scenario-data.ts';
import { parseParameters, type TypedParameters } from '../../src/domain/scenario/scenario-schema.ts';
import { activityLog, events, scenarios } from '../../src/server/db/schema.ts';
import { STALE_RUN_MS } from '../../src/server/modules/scenarios/service.ts';
import {
  activityOf,
  createFormulation,
  createIngredient,
  createSpecIngredients,
  createSupplier,
  specLines,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const STALE = 'This record was changed by someone else. Reload to see the latest version.';
const FORBIDDEN = { message: 'You do not have permission to do this.' };

let t: TestApp;
/** finance_analyst: a non-admin role on the scenarios write list. */
let writer: string;
let writerId: string;
/** Sets up formulations and ingredients (finance may not). */
let admin: string;
let serum: { id: string; name: string };
let ids: { water: { id: string }; glycerin: { id: string }; niacinamide: { id: string } };
let kanto: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  writer = await t.signInAs('finance_analyst');
  writerId = (await t.createUser('finance_analyst')).id;
  admin = await t.signInAs('admin');
  kanto = await createSupplier(t, admin, { name: uniqueName('Kanto') });
  const spec = await createSpecIngredients(t, admin);
  const niacinamide = await t.call({
    method: 'PUT',
    url: `/api/ingredients/${spec.niacinamide.id}`,
    payload: { ...spec.niacinamide, supplierId: kanto.id },
    cookie: admin,
  });
  expect(niacinamide.statusCode, niacinamide.body).toBe(200);
  ids = spec;
  // The worked example: cost per unit 8.31 at a 60 % target margin.
  serum = await createFormulation(t, admin, specLines(ids), { status: 'approved', targetMargin: 60 });
});
afterAll(async () => t.close());

const marketInput = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName('Premium pricing'),
  description: 'Can we hold $24?',
  type: 'market_analysis',
  parameters: { formulationId: serum.id, targetPrice: '24', yearlyVolume: '25000' },
  ...overrides,
});

async function tableCounts() {
  const db = t.database.db;
  const [s] = await db.select({ n: count() }).from(scenarios);
  const [a] = await db.select({ n: count() }).from(activityLog);
  const [e] = await db.select({ n: count() }).from(events).where(eq(events.type, 'scenarios'));
  return { scenarios: s!.n, activity: a!.n, events: e!.n };
}
const stored = async (id: string) =>
  (await t.database.db.select().from(scenarios).where(eq(scenarios.id, id)))[0];
const eventsOf = (id: string) =>
  t.database.db
    .select({ type: events.type })
    .from(events)
    .where(and(eq(events.entityId, id), eq(events.type, 'scenarios')))
    .orderBy(asc(events.id));

const post = (url: string, payload: object = {}, cookie = writer) =>
  t.call({ method: 'POST', url, payload, cookie });
const put = (id: string, payload: object, cookie = writer) =>
  t.call({ method: 'PUT', url: `/api/scenarios/${id}`, payload, cookie });
async function create(overrides: Record<string, unknown> = {}) {
  const response = await post('/api/scenarios', marketInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
async function run(id: string) {
  const response = await post(`/api/scenarios/${id}/run`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The live data exactly as the API shows it to any client: every formulation with all its lines. */
async function apiData(): Promise<ScenarioData> {
  const read = async (url: string) => (await t.call({ method: 'GET', url, cookie: writer })).json();
  const formulations = await read('/api/formulations');
  return {
    ingredients: await read('/api/ingredients'),
    suppliers: await read('/api/suppliers'),
    formulations: await Promise.all(
      formulations.map(async (f: Record<string, string> & { version: number }) => ({
        ...f,
        lines: await read(`/api/formulations/${f.id}/ingredients`),
      })),
    ),
  };
}
function typed(scenario: { type: string; parameters: unknown }): TypedParameters {
  const parsed = parseParameters(scenario.type as TypedParameters['type'], scenario.parameters);
  if (!parsed.success) throw new Error('bad parameters');
  return { type: scenario.type, parameters: parsed.data } as TypedParameters;
}

describe('POST /api/scenarios', () => {
  it('creates a draft with the parameters read by the type schema, logged and published', async () => {
    const input = marketInput();
    const response = await post('/api/scenarios', { ...input, status: 'completed', results: { x: 1 } });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: input.name,
      type: 'market_analysis',
      status: 'draft',
      description: 'Can we hold $24?',
      parameters: { formulationId: serum.id, targetPrice: 24, yearlyVolume: 25000 },
      results: null,
      createdBy: writerId,
      ranAt: null,
      revision: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await activityOf(t, body.id)).toMatchObject([
      {
        action: 'scenario_create',
        entityType: 'scenario',
        userId: writerId,
        description: `Created market analysis scenario "${input.name}"`,
      },
    ]);
    expect(await eventsOf(body.id)).toHaveLength(1);
  });

  it('fills the defaults of optional parameters', async () => {
    const body = await create({
      type: 'competitor_response',
      parameters: { formulationId: serum.id, competitorPriceChangePercent: -15 },
    });
    expect(body.parameters).toEqual({
      formulationId: serum.id,
      competitorPriceChangePercent: -15,
      ourPrice: null,
      maxPriceGapPercent: 5,
      yearlyVolume: 10000,
    });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: ' ' }, 'name', 'Name is required'],
    ['an unknown type', { type: 'guess' }, 'type', 'Type is required'],
    [
      'no formulation',
      { parameters: { formulationId: '', targetPrice: 24, yearlyVolume: 1 } },
      'parameters.formulationId',
      'Formulation is required',
    ],
    [
      'a zero target price',
      { parameters: { formulationId: randomUUID(), targetPrice: 0, yearlyVolume: 1 } },
      'parameters.targetPrice',
      'Target price must be greater than 0',
    ],
    [
      'a cap without its percentage',
      { type: 'regulatory_change', parameters: { ingredientId: randomUUID(), change: 'cap' } },
      'parameters.capPercent',
      'Cap is required for a cap',
    ],
    [
      'a category target without a category',
      { type: 'cost_optimization', parameters: { target: 'category', priceChangePercent: 5 } },
      'parameters.category',
      'Category is required',
    ],
  ];
  it.each(invalid)('refuses %s with 400 and writes nothing', async (_, overrides, field, message) => {
    const before = await tableCounts();
    const response = await post('/api/scenarios', marketInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    expect(await tableCounts()).toEqual(before);
  });

  const unknown: [string, Record<string, unknown>, string, string][] = [
    ['formulation', {}, 'parameters.formulationId', 'Formulation not found'],
    ['ingredient', { type: 'regulatory_change' }, 'parameters.ingredientId', 'Ingredient not found'],
    [
      'target ingredient',
      { type: 'cost_optimization', target: 'ingredient' },
      'parameters.targetId',
      'Ingredient not found',
    ],
    [
      'supplier',
      { type: 'cost_optimization', target: 'supplier' },
      'parameters.targetId',
      'Supplier not found',
    ],
  ];
  it.each(unknown)('refuses an unknown %s with 400', async (_, shape, field, message) => {
    const id = randomUUID();
    const parameters = {
      market_analysis: { formulationId: id, targetPrice: 1, yearlyVolume: 1 },
      regulatory_change: { ingredientId: id, change: 'ban' },
      cost_optimization: { target: shape.target, targetId: id, priceChangePercent: 1 },
    }[(shape.type as string) ?? 'market_analysis'];
    const before = await tableCounts();
    const response = await post(
      '/api/scenarios',
      marketInput({ type: shape.type ?? 'market_analysis', parameters }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
    expect(await tableCounts()).toEqual(before);
  });
});

describe('GET /api/scenarios', () => {
  it('lists newest first, for every role', async () => {
    const first = await create();
    const second = await create();
    for (const role of ['viewer', 'rd_scientist']) {
      const response = await t.call({ method: 'GET', url: '/api/scenarios', cookie: await t.signInAs(role) });
      expect(response.statusCode).toBe(200);
      const list: { id: string }[] = response.json();
      const at = (id: string) => list.findIndex((s) => s.id === id);
      expect(at(second.id)).toBeGreaterThanOrEqual(0);
      expect(at(second.id)).toBeLessThan(at(first.id));
    }
  });

  it('reads one scenario', async () => {
    const created = await create();
    const response = await t.call({ method: 'GET', url: `/api/scenarios/${created.id}`, cookie: writer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });
});

describe('POST /api/scenarios/:id/run', () => {
  it('moves draft -> running -> completed, committing the running state before computing', async () => {
    const created = await create();
    // Watch the scenario from another connection while the run reads its live data.
    const ingredientsService = t.app.services.ingredients;
    const original = ingredientsService.list;
    let seen: string | undefined;
    ingredientsService.list = async (filter) => {
      seen = (await stored(created.id))?.status;
      return original(filter);
    };
    try {
      const body = await run(created.id);
      expect(seen).toBe('running');
      // serum: cost 8.31; margin (24 - 8.31) / 24 = 65.375 % -> 65.38; 8.31 x 25,000 = 207,750.00; approved: 1
      expect(body).toMatchObject({
        status: 'completed',
        revision: 3,
        ranAt: expect.any(String),
        results: { projectedCost: '207750.00', marketImpact: '65.38', timeToMarket: 1, riskLevel: 'low' },
      });
    } finally {
      ingredientsService.list = original;
    }
    expect((await activityOf(t, created.id)).map((a) => a.action)).toEqual([
      'scenario_create',
      'scenario_run_start',
      'scenario_run',
    ]);
    expect(await eventsOf(created.id)).toHaveLength(3);
  });

  it.each([
    ['market_analysis', () => ({ formulationId: serum.id, targetPrice: 19.5, yearlyVolume: 1234 })],
    [
      'competitor_response',
      () => ({ formulationId: serum.id, competitorPriceChangePercent: -12, ourPrice: 22 }),
    ],
    ['cost_optimization', () => ({ target: 'supplier', targetId: kanto.id, priceChangePercent: 7.5 })],
    ['cost_optimization', () => ({ target: 'category', category: 'humectant', priceChangePercent: -4 })],
    ['regulatory_change', () => ({ ingredientId: ids.niacinamide.id, change: 'cap', capPercent: 4 })],
  ])('stores the results of the domain model on the live data (%s)', async (type, parameters) => {
    // Another formulation that uses glycerin and niacinamide at other sizes, so the portfolio has two.
    await createFormulation(t, admin, [
      { ingredientId: ids.glycerin.id, ounces: '50' },
      { ingredientId: ids.niacinamide.id, ounces: '25' },
    ]);
    const created = await create({ type, parameters: parameters() });
    const body = await run(created.id);
    expect(body.results).toEqual(runScenario(typed(created), await apiData()));
    expect(await stored(created.id)).toMatchObject({ status: 'completed', results: body.results });
  });

  it('runs on prices changed since the scenario was created', async () => {
    const ingredient = await createIngredient(t, admin, { unitCost: '2.00' });
    const formulation = await createFormulation(t, admin, [ingredient.id]);
    const created = await create({
      type: 'cost_optimization',
      parameters: {
        target: 'ingredient',
        targetId: ingredient.id,
        priceChangePercent: 10,
        yearlyVolume: 100,
      },
    });
    const changed = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${ingredient.id}`,
      payload: { ...ingredient, unitCost: '4.00' },
      cookie: admin,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // 100 oz at $4.00 in a 1000 batch of 50 oz units: 400 x 50 / 100 = 200.00 a unit (100 oz of recipe);
    // +10 % -> 220.00; delta 20.00 x 100 = 2,000.00
    const body = await run(created.id);
    expect(body.results.projectedCost).toBe('2000.00');
    expect(body.results.affectedFormulations).toEqual([
      { id: formulation.id, name: `${formulation.name} v1`, detail: '$200.0000 → $220.0000 a unit' },
    ]);
  });

  it('runs only a draft: 409 otherwise, nothing changed', async () => {
    const completed = await run((await create()).id);
    const archived = await create();
    expect((await post(`/api/scenarios/${archived.id}/archive`)).statusCode).toBe(200);
    for (const [scenario, status] of [
      [completed, 'completed'],
      [archived, 'archived'],
    ] as const) {
      const before = await tableCounts();
      const response = await post(`/api/scenarios/${scenario.id}/run`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: `Only a draft scenario can be run; this one is ${status}.`,
      });
      expect(await tableCounts()).toEqual(before);
    }
  });

  it('goes back to draft with a clear 409 when its formulation is gone', async () => {
    const formulation = await createFormulation(t, admin, specLines(ids));
    const created = await create({
      parameters: { formulationId: formulation.id, targetPrice: 24, yearlyVolume: 100 },
    });
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/formulations/${formulation.id}`,
      cookie: admin,
    });
    expect(removed.statusCode).toBe(204);
    const response = await post(`/api/scenarios/${created.id}/run`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Cannot run this scenario: Formulation not found',
      field: 'parameters.formulationId',
    });
    expect(await stored(created.id)).toMatchObject({ status: 'draft', results: null, ranAt: null });
    expect((await activityOf(t, created.id)).map((a) => a.action)).toEqual([
      'scenario_create',
      'scenario_run_start',
      'scenario_run_failed',
    ]);
  });
});

describe('runs interrupted by a server stop', () => {
  it('go back to draft, logged, once older than a run can take; a recent run is left alone', async () => {
    const create = async () =>
      (
        await t.call({ method: 'POST', url: '/api/scenarios', payload: marketInput(), cookie: writer })
      ).json();
    const lost = await create();
    const current = await create();
    const longAgo = new Date(Date.now() - STALE_RUN_MS - 60_000);
    await t.database.db
      .update(scenarios)
      .set({ status: 'running', updatedAt: longAgo })
      .where(eq(scenarios.id, lost.id));
    await t.database.db.update(scenarios).set({ status: 'running' }).where(eq(scenarios.id, current.id));

    expect(await t.app.services.scenarios.recoverStaleRuns()).toBe(1);
    const read = async (id: string) =>
      (await t.call({ method: 'GET', url: `/api/scenarios/${id}`, cookie: writer })).json();
    expect(await read(lost.id)).toMatchObject({ status: 'draft', revision: lost.revision + 1 });
    expect((await read(current.id)).status).toBe('running');
    expect(await activityOf(t, lost.id)).toContainEqual(
      expect.objectContaining({
        action: 'scenario_run_failed',
        userId: null,
        description: `Running scenario "${lost.name}" was interrupted by a server stop; it is a draft again`,
      }),
    );
    // Again: nothing left to recover; the draft runs normally.
    expect(await t.app.services.scenarios.recoverStaleRuns()).toBe(0);
    const run = await t.call({ method: 'POST', url: `/api/scenarios/${lost.id}/run`, cookie: writer });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().status).toBe('completed');
  });
});

describe('PUT /api/scenarios/:id', () => {
  it('edits a draft and bumps the revision', async () => {
    const created = await create();
    const response = await put(created.id, {
      ...marketInput({ name: 'Renamed', description: '' }),
      type: 'regulatory_change',
      parameters: { ingredientId: ids.water.id, change: 'ban' },
      revision: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed',
      description: null,
      type: 'regulatory_change',
      parameters: { ingredientId: ids.water.id, change: 'ban', capPercent: null, reformulationCost: 10000 },
      status: 'draft',
      revision: 2,
    });
    expect((await activityOf(t, created.id)).at(-1)).toMatchObject({
      action: 'scenario_update',
      description: 'Updated scenario "Renamed"',
    });
  });

  it('sends a completed scenario back to draft and clears its results', async () => {
    const completed = await run((await create()).id);
    const response = await put(completed.id, { ...marketInput(), revision: completed.revision });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'draft', results: null, ranAt: null });
  });

  it('answers 409 to a stale revision and to an archived scenario', async () => {
    const created = await create();
    expect((await put(created.id, { ...marketInput(), revision: 1 })).statusCode).toBe(200);
    const before = await stored(created.id);
    const stale = await put(created.id, { ...marketInput({ name: 'Late' }), revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    expect(await stored(created.id)).toEqual(before);

    expect((await post(`/api/scenarios/${created.id}/archive`)).statusCode).toBe(200);
    const archived = await put(created.id, { ...marketInput(), revision: 3 });
    expect(archived.statusCode).toBe(409);
    expect(archived.json()).toEqual({
      message: 'Only a draft or completed scenario can be edited; this one is archived.',
    });
  });

  it('requires the revision', async () => {
    const created = await create();
    const response = await put(created.id, marketInput());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Revision is required',
      fieldErrors: { revision: ['Revision is required'] },
    });
  });
});

describe('copy, archive, delete', () => {
  it('copies a scenario as a new draft without results', async () => {
    const completed = await run((await create()).id);
    const response = await post(`/api/scenarios/${completed.id}/copy`);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({
      name: `Copy of ${completed.name}`,
      status: 'draft',
      type: completed.type,
      description: completed.description,
      parameters: completed.parameters,
      results: null,
      revision: 1,
    });
    expect(copy.id).not.toBe(completed.id);
    expect(await activityOf(t, copy.id)).toMatchObject([
      { action: 'scenario_copy', description: `Copied scenario "${completed.name}"` },
    ]);
  });

  it('archives once: 409 the second time', async () => {
    const created = await create();
    const response = await post(`/api/scenarios/${created.id}/archive`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'archived', revision: 2 });
    const again = await post(`/api/scenarios/${created.id}/archive`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This scenario is already archived.' });
  });

  it('deletes, logged and published', async () => {
    const created = await create();
    const response = await t.call({ method: 'DELETE', url: `/api/scenarios/${created.id}`, cookie: writer });
    expect(response.statusCode).toBe(204);
    expect(await stored(created.id)).toBeUndefined();
    expect((await activityOf(t, created.id)).at(-1)).toMatchObject({ action: 'scenario_delete' });
    expect(await eventsOf(created.id)).toHaveLength(2);
  });
});

describe('access', () => {
  const requests = (id: string) =>
    [
      { method: 'POST', url: '/api/scenarios', payload: marketInput() },
      { method: 'PUT', url: `/api/scenarios/${id}`, payload: { ...marketInput(), revision: 1 } },
      { method: 'DELETE', url: `/api/scenarios/${id}` },
      { method: 'POST', url: `/api/scenarios/${id}/run`, payload: {} },
      { method: 'POST', url: `/api/scenarios/${id}/copy`, payload: {} },
      { method: 'POST', url: `/api/scenarios/${id}/archive`, payload: {} },
    ] as const;

  it('answers 401 on every endpoint when signed out', async () => {
    const created = await create();
    const before = await tableCounts();
    for (const request of [
      { method: 'GET', url: '/api/scenarios' },
      { method: 'GET', url: `/api/scenarios/${created.id}` },
      ...requests(created.id),
    ] as const) {
      const response = await t.call({ ...request });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it.each(['viewer', 'rd_scientist'])(
    'answers 403 to %s on every write and changes nothing',
    async (role) => {
      const created = await create();
      const cookie = await t.signInAs(role);
      const before = await tableCounts();
      for (const request of requests(created.id)) {
        const response = await t.call({ ...request, cookie });
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
      }
      expect(await tableCounts()).toEqual(before);
      expect(await stored(created.id)).toMatchObject({ status: 'draft', revision: 1 });
    },
  );

  it.each(['admin', 'editor', 'product_manager'])('lets %s create, run, copy and delete', async (role) => {
    const cookie = await t.signInAs(role);
    const created = (await post('/api/scenarios', marketInput(), cookie)).json();
    expect((await post(`/api/scenarios/${created.id}/run`, {}, cookie)).statusCode).toBe(200);
    expect((await post(`/api/scenarios/${created.id}/copy`, {}, cookie)).statusCode).toBe(201);
    expect((await t.call({ method: 'DELETE', url: `/api/scenarios/${created.id}`, cookie })).statusCode).toBe(
      204,
    );
  });
});

describe('404', () => {
  it.each([randomUUID(), 'not-a-uuid'])(
    'answers 404 "Scenario not found" for id %s everywhere',
    async (id) => {
      const before = await tableCounts();
      for (const request of [
        { method: 'GET', url: `/api/scenarios/${id}` },
        { method: 'PUT', url: `/api/scenarios/${id}`, payload: { ...marketInput(), revision: 1 } },
        { method: 'DELETE', url: `/api/scenarios/${id}` },
        { method: 'POST', url: `/api/scenarios/${id}/run`, payload: {} },
        { method: 'POST', url: `/api/scenarios/${id}/copy`, payload: {} },
        { method: 'POST', url: `/api/scenarios/${id}/archive`, payload: {} },
      ] as const) {
        const response = await t.call({ ...request, cookie: writer });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Scenario not found' });
      }
      expect(await tableCounts()).toEqual(before);
    },
  );
});

describe('demo data', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await buildTestApp({ seed: 'demo' });
  });
  afterAll(async () => demo.close());

  it('has every type, and every draft runs', async () => {
    const cookie = await demo.signInAs('finance_analyst');
    const list: { id: string; type: string; status: string }[] = (
      await demo.call({ method: 'GET', url: '/api/scenarios', cookie })
    ).json();
    expect(new Set(list.map((s) => s.type))).toEqual(
      new Set(['market_analysis', 'cost_optimization', 'competitor_response', 'regulatory_change']),
    );
    for (const scenario of list.filter((s) => s.status === 'draft')) {
      const response = await demo.call({
        method: 'POST',
        url: `/api/scenarios/${scenario.id}/run`,
        payload: {},
        cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().results).toMatchObject({
        riskLevel: expect.stringMatching(/^(low|medium|high)$/),
      });
    }
  });
});
