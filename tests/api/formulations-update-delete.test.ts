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
} from '../support/factories.ts';
import {
  get,
  put,
  startFormulationsApp,
  stopFormulationsApp,
  storedFormulation,
  t,
  tableCounts,
  writer,
  writerId,
} from '../support/formulations-app.ts';

/**
 * PUT and DELETE /api/formulations/{id} (docs/product-rules.md, "Records", "API conventions"): an edit sends the revision it
 * read and records a status change; a stale revision or an approved (locked) formulation gets 409; a deletion
 * takes the lines and history with it and is logged.
 */
beforeAll(startFormulationsApp);
afterAll(stopFormulationsApp);

const STALE = 'This record was changed by someone else. Reload to see the latest version.';
const LOCKED = 'Approved formulations are locked. Duplicate it as a new version to make changes.';

describe('PUT /api/formulations/{id}', () => {
  it('updates with the revision read, records draft -> testing, and returns the new detail', async () => {
    const ids = await createSpecRawMaterials(t, writer);
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
    const ids = await createSpecRawMaterials(t, writer);
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
    const rawMaterial = await createRawMaterial(t, writer);
    const created = await createFormulation(t, writer, [rawMaterial.id]);
    const first = await put(created.id, {
      ...formulationPayload([rawMaterial.id], { name: 'First writer' }),
      revision: 1,
    });
    expect(first.statusCode).toBe(200);
    const before = await tableCounts();
    const second = await put(created.id, {
      ...formulationPayload([rawMaterial.id], { name: 'Second writer' }),
      revision: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: STALE });
    expect(await storedFormulation(created.id)).toMatchObject({ name: 'First writer', revision: 2 });
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 when the revision is missing', async () => {
    const rawMaterial = await createRawMaterial(t, writer);
    const created = await createFormulation(t, writer, [rawMaterial.id]);
    const response = await put(created.id, formulationPayload([rawMaterial.id], { name: 'No revision' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Revision is required',
      fieldErrors: { revision: ['Revision is required'] },
    });
    expect(await storedFormulation(created.id)).toMatchObject({ name: created.name, revision: 1 });
  });

  it('locks an approved formulation with 409 and the spec message', async () => {
    const rawMaterial = await createRawMaterial(t, writer);
    const created = await createFormulation(t, writer, [rawMaterial.id], { status: 'approved' });
    const before = await tableCounts();
    const response = await put(created.id, {
      ...formulationPayload([rawMaterial.id], { name: 'Sneaky edit', status: 'draft' }),
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
    const rawMaterial = await createRawMaterial(t, writer);
    const created = await createFormulation(t, writer, [rawMaterial.id]);
    const approved = await put(created.id, {
      ...formulationPayload([rawMaterial.id], { status: 'approved' }),
      revision: 1,
    });
    expect(approved.statusCode).toBe(200);
    const again = await put(created.id, { ...formulationPayload([rawMaterial.id]), revision: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LOCKED);
  });
});

describe('DELETE /api/formulations/{id}', () => {
  it('removes the formulation, its lines and history, and logs it', async () => {
    const rawMaterial = await createRawMaterial(t, writer);
    const created = await createFormulation(t, writer, [rawMaterial.id]);
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
    // The raw material is no longer used, so it can be deleted now.
    expect(
      (await t.call({ method: 'DELETE', url: `/api/ingredients/${rawMaterial.id}`, cookie: writer }))
        .statusCode,
    ).toBe(204);
  });

  it('may delete an approved formulation', async () => {
    const rawMaterial = await createRawMaterial(t, writer);
    const created = await createFormulation(t, writer, [rawMaterial.id], { status: 'approved' });
    expect(
      (await t.call({ method: 'DELETE', url: `/api/formulations/${created.id}`, cookie: writer })).statusCode,
    ).toBe(204);
  });
});
