import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf } from '../support/factories.ts';
import {
  create,
  eventsOf,
  marketInput,
  post,
  serum,
  startScenariosApp,
  stopScenariosApp,
  t,
  tableCounts,
  writer,
  writerId,
} from '../support/scenarios-app.ts';

/**
 * POST /api/scenarios and GET /api/scenarios (docs/product-rules.md, "Scenarios", "The web app", "API conventions"): a new scenario is a draft
 * whose parameters the type's schema reads, logged and published; bad parameters write nothing; every role
 * reads.
 */
beforeAll(startScenariosApp);
afterAll(stopScenariosApp);

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
