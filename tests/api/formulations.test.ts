import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  formulationIngredients,
  formulationStatusHistory,
  formulations,
} from '../../src/server/db/schema.ts';
import {
  activityOf,
  createFormulation,
  createIngredient,
  createSpecIngredients,
  formulationPayload,
  specLines,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const STALE = 'This record was changed by someone else. Reload to see the latest version.';
const LOCKED = 'Approved formulations are locked. Duplicate it as a new version to make changes.';

let t: TestApp;
/** rd_scientist: a non-admin role on the formulations write list. */
let writer: string;
let writerId: string;
beforeAll(async () => {
  t = await buildTestApp();
  writer = await t.signInAs('rd_scientist');
  writerId = (await t.createUser('rd_scientist')).id;
});
afterAll(async () => t.close());

/** Row counts of every table a formulation write touches: a refused request must leave them as they were. */
async function tableCounts() {
  const db = t.database.db;
  const [f] = await db.select({ n: count() }).from(formulations);
  const [l] = await db.select({ n: count() }).from(formulationIngredients);
  const [h] = await db.select({ n: count() }).from(formulationStatusHistory);
  const [a] = await db.select({ n: count() }).from(activityLog);
  return { formulations: f!.n, lines: l!.n, history: h!.n, activity: a!.n };
}

async function storedFormulation(id: string) {
  const [row] = await t.database.db.select().from(formulations).where(eq(formulations.id, id));
  return row;
}

const get = (url: string, cookie = writer) => t.call({ method: 'GET', url, cookie });
const put = (id: string, payload: object, cookie = writer) =>
  t.call({ method: 'PUT', url: `/api/formulations/${id}`, payload, cookie });

describe('POST /api/formulations: the worked example (DESIGN §4)', () => {
  it('creates the spec payload with numbers as text, ignoring the client cost, and computes the costs', async () => {
    const ids = await createSpecIngredients(t, writer);
    const name = uniqueName('Daily Defense Moisturizer');
    // The spec's client shape: batchSize/unitSize/ounces as text, `quantity` beside ounces, and a cost the server
    // must recompute (999.99 here would make the total absurd if it were used).
    const payload = {
      name,
      description: 'Lightweight daily moisturizer',
      productType: 'moisturizer',
      targetSkinType: 'normal',
      status: 'draft',
      batchSize: '1000',
      unitSize: '50',
      ingredients: [
        { ingredientId: ids.water.id, ounces: '600', quantity: '600', cost: '999.99' },
        { ingredientId: ids.glycerin.id, ounces: '300', quantity: '300', cost: '999.99' },
        { ingredientId: ids.niacinamide.id, ounces: '100', quantity: '100', cost: 999.99 },
      ],
    };
    const response = await t.call({ method: 'POST', url: '/api/formulations', payload, cookie: writer });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    // water 600 oz x $0.002/oz (bought at $0.032/lb) = 1.20; glycerin $2.40/lb = $0.15/oz x 300 oz = 45.00; niacinamide 100 x 1.20 = 120.00
    // C = 166.20, R = 1000 = batchSize, so totalCost = C = 166.2000; costPerUnit = 166.20 x 50 / 1000 = 8.3100
    // suggested price at the default 60 % margin = 8.31 / (1 - 0.60) = 20.7750
    expect(body).toMatchObject({
      name,
      description: 'Lightweight daily moisturizer',
      productType: 'moisturizer',
      targetSkinType: 'normal',
      status: 'draft',
      batchSize: '1000.000000',
      unitSize: '50.000000',
      version: 1,
      lineageId: body.id,
      parentId: null,
      totalCost: '166.2000',
      costPerUnit: '8.3100',
      targetMargin: '60.00',
      suggestedUnitPrice: '20.78',
      ingredientCount: 3,
      createdBy: writerId,
      revision: 1,
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof body.createdAt).toBe('string');
    expect(body.lines).toEqual([
      expect.objectContaining({
        ingredientId: ids.water.id,
        ingredientName: ids.water.name,
        inciName: 'Aqua',
        unit: 'lb',
        unitCost: '0.032000',
        ounces: '600.000000',
        quantity: '600.000000',
        cost: '1.200000',
        concentration: '60.0000',
      }),
      expect.objectContaining({
        ingredientId: ids.glycerin.id,
        unit: 'lb',
        cost: '45.000000',
        concentration: '30.0000',
      }),
      expect.objectContaining({
        ingredientId: ids.niacinamide.id,
        cost: '120.000000',
        concentration: '10.0000',
      }),
    ]);
    // The label's list comes from the substances (DESIGN §4a), descending by concentration.
    const label = await get(`/api/formulations/${body.id}/label`);
    expect(label.json().ingredientList).toBe('Aqua, Glycerin, Niacinamide');

    // Stored as the response says, with the server's line costs.
    const stored = await storedFormulation(body.id);
    expect(stored).toMatchObject({ totalCost: '166.2000', costPerUnit: '8.3100', batchSize: '1000.000000' });
    const lines = await t.database.db
      .select()
      .from(formulationIngredients)
      .where(eq(formulationIngredients.formulationId, body.id));
    expect(lines.map((line) => line.cost).sort()).toEqual(['1.200000', '120.000000', '45.000000']);
    // The activity log says who did it and in which request.
    const [activity] = await activityOf(t, body.id);
    expect(activity).toMatchObject({
      action: 'formulation_create',
      userId: writerId,
      requestId: response.headers['x-request-id'],
    });
  });

  it('GET /api/formulations/{id}/ingredients returns the lines with ounces as text', async () => {
    const ids = await createSpecIngredients(t, writer);
    const created = await createFormulation(t, writer, specLines(ids));
    const response = await get(`/api/formulations/${created.id}/ingredients`);
    expect(response.statusCode).toBe(200);
    const lines = response.json();
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(typeof line.ounces).toBe('string');
      expect(typeof line.quantity).toBe('string');
    }
    expect(
      lines.map((line: { ingredientId: string; ounces: string }) => [line.ingredientId, line.ounces]),
    ).toEqual([
      [ids.water.id, '600.000000'],
      [ids.glycerin.id, '300.000000'],
      [ids.niacinamide.id, '100.000000'],
    ]);
    expect(lines[2]).toMatchObject({
      ingredientName: ids.niacinamide.name,
      cost: '120.000000',
      concentration: '10.0000',
    });
  });

  it('accepts plain numbers as well as text', async () => {
    const ids = await createSpecIngredients(t, writer);
    const payload = {
      ...formulationPayload([], { batchSize: 1000, unitSize: 50 }),
      ingredients: specLines(ids).map((line) => ({
        ingredientId: line.ingredientId,
        ounces: Number(line.ounces),
      })),
    };
    const response = await t.call({ method: 'POST', url: '/api/formulations', payload, cookie: writer });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ totalCost: '166.2000', costPerUnit: '8.3100' });
  });

  it('scales a recipe whose lines do not add up to the batch', async () => {
    const ids = await createSpecIngredients(t, writer);
    // Half the worked example: 300 + 150 + 50 = 500 oz, C = 0.60 + 22.50 + 60.00 = 83.10.
    // totalCost = C x 1000 / 500 = 2 x 83.10 = 166.2000; costPerUnit = 83.10 x 50 / 500 = 8.3100.
    const body = await createFormulation(t, writer, specLines(ids, 0.5));
    expect(body).toMatchObject({ totalCost: '166.2000', costPerUnit: '8.3100' });
    expect(body.lines.map((line: { cost: string }) => line.cost)).toEqual([
      '0.600000',
      '22.500000',
      '60.000000',
    ]);
    expect(body.lines.map((line: { concentration: string }) => line.concentration)).toEqual([
      '60.0000',
      '30.0000',
      '10.0000',
    ]);
  });

  it('rounds scaled costs half up at 4 decimals', async () => {
    const ids = await createSpecIngredients(t, writer);
    // 200 oz water = 0.40, 100 oz niacinamide = 120.00; C = 120.40, R = 300.
    // totalCost = 120.40 x 1000 / 300 = 401.3333...; costPerUnit = 120.40 x 50 / 300 = 20.0666... -> 20.0667
    // concentrations 66.6666... -> 66.6667 and 33.3333
    const body = await createFormulation(t, writer, [
      { ingredientId: ids.water.id, ounces: '200' },
      { ingredientId: ids.niacinamide.id, ounces: '100' },
    ]);
    expect(body).toMatchObject({ totalCost: '401.3333', costPerUnit: '20.0667' });
    expect(body.lines.map((line: { concentration: string }) => line.concentration)).toEqual([
      '66.6667',
      '33.3333',
    ]);
  });

  it('uses the target margin for the suggested unit price', async () => {
    const ids = await createSpecIngredients(t, writer);
    // 8.31 / (1 - 0.50) = 16.62
    const body = await createFormulation(t, writer, specLines(ids), { targetMargin: '50' });
    expect(body).toMatchObject({ targetMargin: '50.00', suggestedUnitPrice: '16.62' });
  });

  it('prices from the unrounded cost per unit, rounding once to the cent', async () => {
    // Cost per unit 0.830998 x 10 = 8.30998 exactly (stored 8.3100); at 60 %: 8.30998 / 0.4 = 20.77495 -> 20.77.
    // From the stored cost it would be 8.3100 / 0.4 = 20.775 -> 20.78: rounded twice.
    const ingredient = await createIngredient(t, writer, { unitCost: '0.830998', unit: 'oz' });
    const body = await createFormulation(t, writer, [{ ingredientId: ingredient.id, ounces: '100' }], {
      batchSize: '100',
      unitSize: '10',
      targetMargin: '60',
    });
    expect(body).toMatchObject({ costPerUnit: '8.3100', suggestedUnitPrice: '20.77' });
    expect(await storedFormulation(body.id)).toMatchObject({ suggestedUnitPrice: '20.77' });
  });

  it('drops fields a client may not set (no mass assignment)', async () => {
    const ingredient = await createIngredient(t, writer);
    const forgedId = randomUUID();
    const payload = formulationPayload([ingredient.id], {
      id: forgedId,
      version: 7,
      lineageId: randomUUID(),
      totalCost: '0.0001',
      costPerUnit: '0.0001',
      createdBy: randomUUID(),
    });
    const response = await t.call({ method: 'POST', url: '/api/formulations', payload, cookie: writer });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    // 100 oz x $1.00/oz = 100 = C; R = 100; totalCost = 100 x 1000 / 100 = 1000.0000; costPerUnit = 100 x 50 / 100
    expect(body).toMatchObject({
      version: 1,
      lineageId: body.id,
      createdBy: writerId,
      totalCost: '1000.0000',
      costPerUnit: '50.0000',
    });
    expect(body.id).not.toBe(forgedId);
  });

  it('defaults status to draft, batch size to 1000 and unit size to 50, and stores an empty description as none', async () => {
    const ingredient = await createIngredient(t, writer);
    const payload: Record<string, unknown> = formulationPayload([ingredient.id], {
      description: '',
      targetSkinType: '',
    });
    delete payload.status;
    delete payload.batchSize;
    delete payload.unitSize;
    const response = await t.call({ method: 'POST', url: '/api/formulations', payload, cookie: writer });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'draft',
      batchSize: '1000.000000',
      unitSize: '50.000000',
      description: null,
      targetSkinType: null,
    });
  });

  it('records the creation in the status history (null -> draft) and the activity log', async () => {
    const ingredient = await createIngredient(t, writer);
    const body = await createFormulation(t, writer, [ingredient.id]);
    const history = await get(`/api/formulations/${body.id}/status-history`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      {
        id: expect.any(String),
        fromStatus: null,
        toStatus: 'draft',
        changedBy: writerId,
        changedAt: expect.any(String),
      },
    ]);
    const activity = await activityOf(t, body.id);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      action: 'formulation_create',
      entityType: 'formulation',
      userId: writerId,
      description: `Created formulation "${body.name}"`,
    });
  });

  it('refuses an ingredient that does not exist, and writes nothing', async () => {
    const before = await tableCounts();
    const payload = formulationPayload([randomUUID()]);
    const response = await t.call({ method: 'POST', url: '/api/formulations', payload, cookie: writer });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Ingredient not found',
      fieldErrors: { 'ingredients.0.ingredientId': ['Ingredient not found'] },
    });
    expect(await tableCounts()).toEqual(before);
  });
});

describe('validation (spec §5 messages, nothing written)', () => {
  const cases: [string, (payload: Record<string, unknown>) => void, string, string][] = [
    ['an empty name', (p) => (p.name = ''), 'name', 'Name is required'],
    ['a blank name', (p) => (p.name = '   '), 'name', 'Name is required'],
    ['no name', (p) => delete p.name, 'name', 'Name is required'],
    ['no product type', (p) => delete p.productType, 'productType', 'Product type is required'],
    ['an empty product type', (p) => (p.productType = ''), 'productType', 'Product type is required'],
    ['an unknown product type', (p) => (p.productType = 'lotion'), 'productType', 'Product type is required'],
    ['batch size 0', (p) => (p.batchSize = '0'), 'batchSize', 'Batch size must be at least 1'],
    ['batch size 0.5', (p) => (p.batchSize = 0.5), 'batchSize', 'Batch size must be at least 1'],
    ['batch size as words', (p) => (p.batchSize = 'lots'), 'batchSize', 'Batch size must be at least 1'],
    ['unit size 0', (p) => (p.unitSize = '0'), 'unitSize', 'Unit size must be at least 1'],
    ['a negative unit size', (p) => (p.unitSize = -50), 'unitSize', 'Unit size must be at least 1'],
    [
      'no ingredient lines',
      (p) => (p.ingredients = []),
      'ingredients',
      'At least one ingredient is required',
    ],
    [
      'no ingredients field',
      (p) => delete p.ingredients,
      'ingredients',
      'At least one ingredient is required',
    ],
    [
      'a line without an ingredient',
      (p) => (p.ingredients = [{ ingredientId: '', ounces: '10' }]),
      'ingredients.0.ingredientId',
      'Ingredient is required',
    ],
    [
      'a line with a malformed ingredient id',
      (p) => (p.ingredients = [{ ingredientId: 'water', ounces: '10' }]),
      'ingredients.0.ingredientId',
      'Ingredient is required',
    ],
    [
      'a line with 0 ounces',
      (p) => ((p.ingredients as { ounces: string }[])[0]!.ounces = '0'),
      'ingredients.0.ounces',
      'Ounces must be at least 0.01',
    ],
    [
      'a line with 0.009 ounces',
      (p) => ((p.ingredients as { ounces: string }[])[0]!.ounces = '0.009'),
      'ingredients.0.ounces',
      'Ounces must be at least 0.01',
    ],
    [
      'a line with negative ounces',
      (p) => ((p.ingredients as { ounces: number }[])[0]!.ounces = -3),
      'ingredients.0.ounces',
      'Ounces must be at least 0.01',
    ],
    [
      'a line without ounces',
      (p) => delete (p.ingredients as { ounces?: string }[])[0]!.ounces,
      'ingredients.0.ounces',
      'Ounces must be at least 0.01',
    ],
    [
      'a line with 7 decimal places of ounces',
      (p) => ((p.ingredients as { ounces: string }[])[0]!.ounces = '12.3456789'),
      'ingredients.0.ounces',
      'Ounces can have at most 6 decimal places',
    ],
    [
      'a batch size with 7 decimal places',
      (p) => (p.batchSize = '1000.0000001'),
      'batchSize',
      'Batch size can have at most 6 decimal places',
    ],
    [
      'a target margin of 96',
      (p) => (p.targetMargin = 96),
      'targetMargin',
      'Target margin must be between 0 and 95',
    ],
  ];

  it.each(cases)(
    'POST with %s answers 400 with the field message',
    async (_label, change, field, message) => {
      const ingredient = await createIngredient(t, writer);
      const payload = formulationPayload([ingredient.id]);
      change(payload);
      const before = await tableCounts();
      const response = await t.call({ method: 'POST', url: '/api/formulations', payload, cookie: writer });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe(message);
      expect(body.fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it.each(cases.filter((_, index) => index % 3 === 0))(
    'PUT with %s answers 400 and leaves the formulation as it was',
    async (_label, change, field, message) => {
      const ingredient = await createIngredient(t, writer);
      const created = await createFormulation(t, writer, [ingredient.id]);
      const payload = { ...formulationPayload([ingredient.id]), revision: created.revision };
      change(payload);
      const before = await tableCounts();
      const response = await put(created.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
      expect(await storedFormulation(created.id)).toMatchObject({ name: created.name, revision: 1 });
    },
  );

  it('reports every invalid field at once', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/formulations',
      payload: { name: '', batchSize: '0', unitSize: '0', ingredients: [] },
      cookie: writer,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      name: ['Name is required'],
      productType: ['Product type is required'],
      batchSize: ['Batch size must be at least 1'],
      unitSize: ['Unit size must be at least 1'],
      ingredients: ['At least one ingredient is required'],
    });
  });

  it('refuses a malformed list query', async () => {
    expect((await get('/api/formulations?limit=0')).statusCode).toBe(400);
    expect((await get('/api/formulations?sort=price')).statusCode).toBe(400);
    expect((await get('/api/formulations?status=archived')).statusCode).toBe(400);
  });
});

describe('PUT /api/formulations/{id}', () => {
  it('updates with the revision read, records draft -> testing, and returns the new detail', async () => {
    const ids = await createSpecIngredients(t, writer);
    const created = await createFormulation(t, writer, specLines(ids));
    const read = (await get(`/api/formulations/${created.id}`)).json();
    expect(read.revision).toBe(1);
    const payload = {
      ...formulationPayload(specLines(ids), {
        name: `${created.name} v2`,
        status: 'testing',
        unitSize: '100',
      }),
      revision: read.revision,
    };
    const response = await put(created.id, payload);
    expect(response.statusCode, response.body).toBe(200);
    // Same recipe, unit 100 oz: costPerUnit = 166.20 x 100 / 1000 = 16.6200
    expect(response.json()).toMatchObject({
      id: created.id,
      name: `${created.name} v2`,
      status: 'testing',
      unitSize: '100.000000',
      totalCost: '166.2000',
      costPerUnit: '16.6200',
      revision: 2,
      version: 1,
    });
    const history = (await get(`/api/formulations/${created.id}/status-history`)).json();
    expect(
      history.map((row: { fromStatus: string | null; toStatus: string }) => [row.fromStatus, row.toStatus]),
    ).toEqual([
      [null, 'draft'],
      ['draft', 'testing'],
    ]);
    expect(history[1].changedBy).toBe(writerId);
    const activity = await activityOf(t, created.id);
    expect(activity.map((row) => row.action)).toEqual(['formulation_create', 'formulation_status_change']);
    expect(activity[1]!.description).toBe(
      `Updated formulation "${created.name} v2" (status Draft → Testing)`,
    );
  });

  it('replaces the lines and recomputes; an update without a status change is formulation_update', async () => {
    const ids = await createSpecIngredients(t, writer);
    const created = await createFormulation(t, writer, specLines(ids));
    // Only niacinamide, 1000 oz: C = 1200, R = 1000 = batch -> totalCost 1200.0000, costPerUnit 1200 x 50 / 1000 = 60
    const payload = {
      ...formulationPayload([{ ingredientId: ids.niacinamide.id, ounces: '1000' }], { name: created.name }),
      revision: 1,
    };
    const response = await put(created.id, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalCost: '1200.0000',
      costPerUnit: '60.0000',
      ingredientCount: 1,
    });
    const lines = (await get(`/api/formulations/${created.id}/ingredients`)).json();
    expect(lines).toEqual([
      expect.objectContaining({
        ingredientId: ids.niacinamide.id,
        ounces: '1000.000000',
        concentration: '100.0000',
      }),
    ]);
    const history = (await get(`/api/formulations/${created.id}/status-history`)).json();
    expect(history).toHaveLength(1);
    const activity = await activityOf(t, created.id);
    expect(activity.map((row) => row.action)).toEqual(['formulation_create', 'formulation_update']);
  });

  it('answers 409 to a stale revision and keeps the newer version', async () => {
    const ingredient = await createIngredient(t, writer);
    const created = await createFormulation(t, writer, [ingredient.id]);
    const first = await put(created.id, {
      ...formulationPayload([ingredient.id], { name: 'First writer' }),
      revision: 1,
    });
    expect(first.statusCode).toBe(200);
    const before = await tableCounts();
    const second = await put(created.id, {
      ...formulationPayload([ingredient.id], { name: 'Second writer' }),
      revision: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: STALE });
    expect(await storedFormulation(created.id)).toMatchObject({ name: 'First writer', revision: 2 });
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 when the revision is missing', async () => {
    const ingredient = await createIngredient(t, writer);
    const created = await createFormulation(t, writer, [ingredient.id]);
    const response = await put(created.id, formulationPayload([ingredient.id], { name: 'No revision' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Revision is required',
      fieldErrors: { revision: ['Revision is required'] },
    });
    expect(await storedFormulation(created.id)).toMatchObject({ name: created.name, revision: 1 });
  });

  it('locks an approved formulation with 409 and the spec message', async () => {
    const ingredient = await createIngredient(t, writer);
    const created = await createFormulation(t, writer, [ingredient.id], { status: 'approved' });
    const before = await tableCounts();
    const response = await put(created.id, {
      ...formulationPayload([ingredient.id], { name: 'Sneaky edit', status: 'draft' }),
      revision: created.revision,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(LOCKED);
    expect(await storedFormulation(created.id)).toMatchObject({
      name: created.name,
      status: 'approved',
      revision: 1,
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('locks a formulation once it has been approved through an edit', async () => {
    const ingredient = await createIngredient(t, writer);
    const created = await createFormulation(t, writer, [ingredient.id]);
    const approved = await put(created.id, {
      ...formulationPayload([ingredient.id], { status: 'approved' }),
      revision: 1,
    });
    expect(approved.statusCode).toBe(200);
    const again = await put(created.id, { ...formulationPayload([ingredient.id]), revision: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LOCKED);
  });
});

describe('POST /api/formulations/{id}/duplicate and GET /versions', () => {
  it('creates version + 1 in draft with the same lines and lineage; versions lists both', async () => {
    const ids = await createSpecIngredients(t, writer);
    const source = await createFormulation(t, writer, specLines(ids), {
      status: 'approved',
      targetMargin: '55',
    });
    const response = await t.call({
      method: 'POST',
      url: `/api/formulations/${source.id}/duplicate`,
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({
      name: source.name,
      productType: source.productType,
      status: 'draft',
      version: 2,
      lineageId: source.id,
      parentId: source.id,
      batchSize: source.batchSize,
      unitSize: source.unitSize,
      targetMargin: '55.00',
      totalCost: '166.2000',
      costPerUnit: '8.3100',
      revision: 1,
    });
    expect(copy.id).not.toBe(source.id);
    const lineOf = (line: { ingredientId: string; ounces: string; cost: string }) => [
      line.ingredientId,
      line.ounces,
      line.cost,
    ];
    expect(copy.lines.map(lineOf)).toEqual(source.lines.map(lineOf));

    for (const id of [source.id, copy.id]) {
      const versions = await get(`/api/formulations/${id}/versions`);
      expect(versions.statusCode).toBe(200);
      expect(versions.json().map((row: { id: string; version: number }) => [row.id, row.version])).toEqual([
        [source.id, 1],
        [copy.id, 2],
      ]);
    }
    // The copy is a draft and can be edited although its source is locked.
    const edit = await put(copy.id, {
      ...formulationPayload(specLines(ids), { name: `${source.name} tweak` }),
      revision: 1,
    });
    expect(edit.statusCode).toBe(200);

    const activity = await activityOf(t, copy.id);
    expect(activity[0]).toMatchObject({
      action: 'formulation_version',
      description: `Created version 2 of formulation "${source.name}"`,
    });
    const history = (await get(`/api/formulations/${copy.id}/status-history`)).json();
    expect(history.map((row: { toStatus: string }) => row.toStatus)).toEqual(['draft']);
  });

  it('numbers a second copy of version 1 as version 3', async () => {
    const ingredient = await createIngredient(t, writer);
    const source = await createFormulation(t, writer, [ingredient.id]);
    const duplicate = () =>
      t.call({ method: 'POST', url: `/api/formulations/${source.id}/duplicate`, cookie: writer });
    expect((await duplicate()).json().version).toBe(2);
    const third = (await duplicate()).json();
    expect(third).toMatchObject({ version: 3, parentId: source.id, lineageId: source.id });
    const versions = (await get(`/api/formulations/${third.id}/versions`)).json();
    expect(versions.map((row: { version: number }) => row.version)).toEqual([1, 2, 3]);
  });

  it('gives two simultaneous copies different version numbers', async () => {
    const ingredient = await createIngredient(t, writer);
    const source = await createFormulation(t, writer, [ingredient.id]);
    const duplicate = () =>
      t.call({ method: 'POST', url: `/api/formulations/${source.id}/duplicate`, cookie: writer });
    const responses = await Promise.all([duplicate(), duplicate(), duplicate(), duplicate(), duplicate()]);
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
    const versions = (await get(`/api/formulations/${source.id}/versions`)).json();
    const numbers = versions.map((row: { version: number }) => row.version);
    expect(new Set(numbers).size, `versions ${numbers.join(', ')}`).toBe(numbers.length);
  });
});

describe('GET /api/formulations and GET /api/formulations/{id}', () => {
  async function threeTagged() {
    const tag = uniqueName('Tag').replace(' ', '');
    const ingredient = await createIngredient(t, writer, { unitCost: '1.00' });
    // costPerUnit with 100 oz of a $1/oz ingredient = 100 x unitSize / 100 = unitSize
    const charlie = await createFormulation(t, writer, [ingredient.id], {
      name: `${tag} Charlie`,
      unitSize: '10',
      status: 'testing',
    });
    const alpha = await createFormulation(t, writer, [ingredient.id], {
      name: `${tag} Alpha`,
      unitSize: '30',
      productType: 'cleanser',
    });
    const bravo = await createFormulation(t, writer, [ingredient.id], {
      name: `${tag} Bravo`,
      unitSize: '20',
    });
    return { tag, alpha, bravo, charlie };
  }
  const names = (response: { json(): { name: string }[] }) => response.json().map((row) => row.name);

  it('returns the whole list as an array with X-Total-Count', async () => {
    await threeTagged();
    const response = await get('/api/formulations');
    expect(response.statusCode).toBe(200);
    const [stored] = await t.database.db.select({ n: count() }).from(formulations);
    expect(response.json()).toHaveLength(stored!.n);
    expect(response.headers['x-total-count']).toBe(String(stored!.n));
    const item = response.json()[0];
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'productType',
        'targetSkinType',
        'status',
        'applicationArea',
        'exposure',
        'batchSize',
        'unitSize',
        'version',
        'lineageId',
        'parentId',
        'totalCost',
        'costPerUnit',
        'targetMargin',
        'suggestedUnitPrice',
        'ingredientCount',
        'createdBy',
        'revision',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
  });

  it('pages with ?limit=2&offset=0&sort=name and sends the total', async () => {
    const { tag } = await threeTagged();
    const [stored] = await t.database.db.select({ n: count() }).from(formulations);
    const firstPage = await get('/api/formulations?limit=2&offset=0&sort=name');
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.json()).toHaveLength(2);
    expect(firstPage.headers['x-total-count']).toBe(String(stored!.n));

    const page1 = await get(`/api/formulations?q=${tag}&limit=2&offset=0&sort=name`);
    expect(names(page1)).toEqual([`${tag} Alpha`, `${tag} Bravo`]);
    expect(page1.headers['x-total-count']).toBe('3');
    const page2 = await get(`/api/formulations?q=${tag}&limit=2&offset=2&sort=name`);
    expect(names(page2)).toEqual([`${tag} Charlie`]);
    expect(page2.headers['x-total-count']).toBe('3');
  });

  it('sorts by name descending and by cost per unit', async () => {
    const { tag } = await threeTagged();
    expect(names(await get(`/api/formulations?q=${tag}&sort=-name`))).toEqual([
      `${tag} Charlie`,
      `${tag} Bravo`,
      `${tag} Alpha`,
    ]);
    expect(names(await get(`/api/formulations?q=${tag}&sort=costPerUnit`))).toEqual([
      `${tag} Charlie`,
      `${tag} Bravo`,
      `${tag} Alpha`,
    ]);
    expect(names(await get(`/api/formulations?q=${tag}&sort=-costPerUnit`))).toEqual([
      `${tag} Alpha`,
      `${tag} Bravo`,
      `${tag} Charlie`,
    ]);
  });

  it('searches the name with ?q= (case-insensitive) and filters by status and product type', async () => {
    const { tag } = await threeTagged();
    expect(names(await get(`/api/formulations?q=${tag.toUpperCase()}%20alpha`))).toEqual([`${tag} Alpha`]);
    expect(names(await get(`/api/formulations?q=${tag}&status=testing`))).toEqual([`${tag} Charlie`]);
    expect(names(await get(`/api/formulations?q=${tag}&productType=cleanser`))).toEqual([`${tag} Alpha`]);
    expect((await get(`/api/formulations?q=${tag}zzz`)).json()).toEqual([]);
  });

  it('treats % and _ in ?q= as text, not wildcards', async () => {
    const ingredient = await createIngredient(t, writer);
    const tag = uniqueName('Pct').replace(' ', '');
    await createFormulation(t, writer, [ingredient.id], { name: `${tag} 100%_pure` });
    await createFormulation(t, writer, [ingredient.id], { name: `${tag} 100 pure` });
    expect(names(await get(`/api/formulations?q=${encodeURIComponent(`${tag} 100%_`)}`))).toEqual([
      `${tag} 100%_pure`,
    ]);
  });

  it('returns one formulation with its lines', async () => {
    const ids = await createSpecIngredients(t, writer);
    const created = await createFormulation(t, writer, specLines(ids));
    const response = await get(`/api/formulations/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('lets every role read, including viewer and finance_analyst', async () => {
    const ingredient = await createIngredient(t, writer);
    const created = await createFormulation(t, writer, [ingredient.id]);
    for (const role of ['viewer', 'finance_analyst']) {
      const cookie = await t.signInAs(role);
      for (const url of [
        '/api/formulations',
        `/api/formulations/${created.id}`,
        `/api/formulations/${created.id}/ingredients`,
        `/api/formulations/${created.id}/versions`,
        `/api/formulations/${created.id}/status-history`,
        `/api/formulations/${created.id}/composition`,
        `/api/formulations/${created.id}/label`,
      ]) {
        expect((await get(url, cookie)).statusCode, `${role} ${url}`).toBe(200);
      }
    }
  });
});

describe('DELETE /api/formulations/{id}', () => {
  it('removes the formulation, its lines and history, and logs it', async () => {
    const ingredient = await createIngredient(t, writer);
    const created = await createFormulation(t, writer, [ingredient.id]);
    const response = await t.call({
      method: 'DELETE',
      url: `/api/formulations/${created.id}`,
      cookie: writer,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await get(`/api/formulations/${created.id}`)).statusCode).toBe(404);
    expect(await storedFormulation(created.id)).toBeUndefined();
    const lines = await t.database.db
      .select()
      .from(formulationIngredients)
      .where(eq(formulationIngredients.formulationId, created.id));
    expect(lines).toEqual([]);
    const activity = await activityOf(t, created.id);
    expect(activity.map((row) => row.action)).toEqual(['formulation_create', 'formulation_delete']);
    expect(activity[1]!.description).toBe(`Deleted formulation "${created.name}" (version 1)`);
    // The ingredient is no longer used, so it can be deleted now.
    expect(
      (await t.call({ method: 'DELETE', url: `/api/ingredients/${ingredient.id}`, cookie: writer }))
        .statusCode,
    ).toBe(204);
  });

  it('may delete an approved formulation', async () => {
    const ingredient = await createIngredient(t, writer);
    const created = await createFormulation(t, writer, [ingredient.id], { status: 'approved' });
    expect(
      (await t.call({ method: 'DELETE', url: `/api/formulations/${created.id}`, cookie: writer })).statusCode,
    ).toBe(204);
  });
});

describe('access', () => {
  it('answers 401 on every formulation endpoint when signed out', async () => {
    const id = randomUUID();
    const requests = [
      { method: 'GET', url: '/api/formulations' },
      { method: 'GET', url: `/api/formulations/${id}` },
      { method: 'GET', url: `/api/formulations/${id}/ingredients` },
      { method: 'GET', url: `/api/formulations/${id}/versions` },
      { method: 'GET', url: `/api/formulations/${id}/status-history` },
      { method: 'POST', url: '/api/formulations', payload: formulationPayload([randomUUID()]) },
      { method: 'PUT', url: `/api/formulations/${id}`, payload: formulationPayload([randomUUID()]) },
      { method: 'POST', url: `/api/formulations/${id}/duplicate` },
      { method: 'DELETE', url: `/api/formulations/${id}` },
    ] as const;
    const before = await tableCounts();
    for (const request of requests) {
      const response = await t.call({ ...request });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it.each(['viewer', 'finance_analyst'])(
    'answers 403 to %s on every write and changes nothing',
    async (role) => {
      const ingredient = await createIngredient(t, writer);
      const created = await createFormulation(t, writer, [ingredient.id]);
      const cookie = await t.signInAs(role);
      const before = await tableCounts();
      const requests = [
        { method: 'POST', url: '/api/formulations', payload: formulationPayload([ingredient.id]) },
        {
          method: 'PUT',
          url: `/api/formulations/${created.id}`,
          payload: { ...formulationPayload([ingredient.id]), revision: 1 },
        },
        { method: 'POST', url: `/api/formulations/${created.id}/duplicate` },
        { method: 'DELETE', url: `/api/formulations/${created.id}` },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie });
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
      expect(await tableCounts()).toEqual(before);
      expect(await storedFormulation(created.id)).toMatchObject({ name: created.name, revision: 1 });
    },
  );

  it.each(['admin', 'editor', 'product_manager'])('lets %s create, edit and delete', async (role) => {
    const cookie = await t.signInAs(role);
    const ingredient = await createIngredient(t, writer);
    const created = await createFormulation(t, cookie, [ingredient.id]);
    expect(
      (await put(created.id, { ...formulationPayload([ingredient.id]), revision: 1 }, cookie)).statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/formulations/${created.id}`, cookie })).statusCode,
    ).toBe(204);
  });
});

describe('404', () => {
  it.each([randomUUID(), 'not-a-uuid', '12345'])(
    'answers 404 "Formulation not found" for id %s everywhere',
    async (id) => {
      const ingredient = await createIngredient(t, writer);
      const before = await tableCounts();
      const requests = [
        { method: 'GET', url: `/api/formulations/${id}` },
        { method: 'GET', url: `/api/formulations/${id}/ingredients` },
        { method: 'GET', url: `/api/formulations/${id}/versions` },
        { method: 'GET', url: `/api/formulations/${id}/status-history` },
        {
          method: 'PUT',
          url: `/api/formulations/${id}`,
          payload: { ...formulationPayload([ingredient.id]), revision: 1 },
        },
        { method: 'POST', url: `/api/formulations/${id}/duplicate` },
        { method: 'DELETE', url: `/api/formulations/${id}` },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie: writer });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Formulation not found' });
      }
      expect(await tableCounts()).toEqual(before);
    },
  );
});
