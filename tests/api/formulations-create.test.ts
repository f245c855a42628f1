import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulationIngredients } from '../../src/server/db/schema.ts';
import {
  activityOf,
  createFormulation,
  createRawMaterial,
  createSpecRawMaterials,
  formulationPayload,
  specLines,
  uniqueName,
} from '../support/factories.ts';
import {
  get,
  startFormulationsApp,
  stopFormulationsApp,
  storedFormulation,
  t,
  tableCounts,
  writer,
  writerId,
} from '../support/formulations-app.ts';

/**
 * POST /api/formulations (docs/product-rules.md, "Costs and units", "API conventions"): the worked example's costs computed on the
 * server from current prices, numbers as text, rounding, defaults, and the status history and activity of a
 * creation.
 */
beforeAll(startFormulationsApp);
afterAll(stopFormulationsApp);

describe('POST /api/formulations: the worked example (docs/product-rules.md, "Costs and units")', () => {
  it('creates the spec payload with numbers as text, ignoring the client cost, and computes the costs', async () => {
    const ids = await createSpecRawMaterials(t, writer);
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
    // The label's list comes from the substances (docs/product-rules.md, "Substances and the label"), descending by concentration.
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
    const ids = await createSpecRawMaterials(t, writer);
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
    const ids = await createSpecRawMaterials(t, writer);
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
    const ids = await createSpecRawMaterials(t, writer);
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
    const ids = await createSpecRawMaterials(t, writer);
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
    const ids = await createSpecRawMaterials(t, writer);
    // 8.31 / (1 - 0.50) = 16.62
    const body = await createFormulation(t, writer, specLines(ids), { targetMargin: '50' });
    expect(body).toMatchObject({ targetMargin: '50.00', suggestedUnitPrice: '16.62' });
  });

  it('prices from the unrounded cost per unit, rounding once to the cent', async () => {
    // Cost per unit 0.830998 x 10 = 8.30998 exactly (stored 8.3100); at 60 %: 8.30998 / 0.4 = 20.77495 -> 20.77.
    // From the stored cost it would be 8.3100 / 0.4 = 20.775 -> 20.78: rounded twice.
    const rawMaterial = await createRawMaterial(t, writer, { unitCost: '0.830998', unit: 'oz' });
    const body = await createFormulation(t, writer, [{ ingredientId: rawMaterial.id, ounces: '100' }], {
      batchSize: '100',
      unitSize: '10',
      targetMargin: '60',
    });
    expect(body).toMatchObject({ costPerUnit: '8.3100', suggestedUnitPrice: '20.77' });
    expect(await storedFormulation(body.id)).toMatchObject({ suggestedUnitPrice: '20.77' });
  });

  it('drops fields a client may not set (no mass assignment)', async () => {
    const rawMaterial = await createRawMaterial(t, writer);
    const forgedId = randomUUID();
    const payload = formulationPayload([rawMaterial.id], {
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
    const rawMaterial = await createRawMaterial(t, writer);
    const payload: Record<string, unknown> = formulationPayload([rawMaterial.id], {
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
    const rawMaterial = await createRawMaterial(t, writer);
    const body = await createFormulation(t, writer, [rawMaterial.id]);
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
