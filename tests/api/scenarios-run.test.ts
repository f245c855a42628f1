import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenario } from '../../src/domain/scenario/run-scenario.ts';
import type { ScenarioData } from '../../src/domain/scenario/scenario-data.ts';
import { parseParameters, type TypedParameters } from '../../src/domain/scenario/scenario-schema.ts';
import { scenarios } from '../../src/server/db/schema.ts';
import { STALE_RUN_MS } from '../../src/server/modules/scenarios/service.ts';
import { activityOf, createFormulation, createRawMaterial, specLines } from '../support/factories.ts';
import {
  admin,
  create,
  eventsOf,
  ids,
  kanto,
  marketInput,
  post,
  run,
  serum,
  startScenariosApp,
  stopScenariosApp,
  stored,
  t,
  tableCounts,
  writer,
} from '../support/scenarios-app.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * POST /api/scenarios/:id/run (docs/product-rules.md, "Scenarios", "Records"): draft -> running -> completed on the live data
 * and current prices, 409 for anything but a draft, runs interrupted by a server stop sent back to draft, and
 * every draft of the demo data runs.
 */
beforeAll(startScenariosApp);
afterAll(stopScenariosApp);

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

describe('POST /api/scenarios/:id/run', () => {
  it('moves draft -> running -> completed, committing the running state before computing', async () => {
    const created = await create();
    // Watch the scenario from another connection while the run reads its live data.
    const rawMaterialsService = t.app.services.ingredients;
    const original = rawMaterialsService.list;
    let seen: string | undefined;
    rawMaterialsService.list = async (filter) => {
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
      rawMaterialsService.list = original;
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
    const rawMaterial = await createRawMaterial(t, admin, { unitCost: '2.00' });
    const formulation = await createFormulation(t, admin, [rawMaterial.id]);
    const created = await create({
      type: 'cost_optimization',
      parameters: {
        target: 'ingredient',
        targetId: rawMaterial.id,
        priceChangePercent: 10,
        yearlyVolume: 100,
      },
    });
    const changed = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${rawMaterial.id}`,
      payload: { ...rawMaterial, unitCost: '4.00' },
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
